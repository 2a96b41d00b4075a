export {
  DataTable,
  type DataTableProps,
  type DataTableRange,
  type DataTableTab,
  type DataTablePagination,
} from './DataTable';
export { createColumnHelper, type ColumnDef, type SortingState } from '@tanstack/react-table';
