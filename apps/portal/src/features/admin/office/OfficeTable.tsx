import { DataTable, type DataTableProps } from '@bayti/ui';
import { ServerPager } from './OfficeToolbar';

/** One page of a list the server pages. */
export interface ServerPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OfficeTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'data' | 'isLoading' | 'loadingText'
> {
  /** The answer's page (the route has loaded it). */
  data: ServerPage<Row>;
  onPageChange: (page: number) => void;
}

/** A back-office table the server pages: the rows and the pager under them. */
export function OfficeTable<Row>({ data, onPageChange, ...table }: OfficeTableProps<Row>) {
  return (
    <>
      <DataTable {...table} data={data.items} />
      <ServerPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        shown={data.items.length}
        onPageChange={onPageChange}
      />
    </>
  );
}
