import type { SortOrder } from '@bayti/data/contract';
import { DataTable, type ColumnDef } from '@bayti/ui';
import { ListToolbar } from '../../shared/list/ListToolbar';
import { sortChange, sortChoiceOf } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { tablePagination } from '../shared/pagination';
import { QueryError } from '../shared/QueryError';
import { useEmployerText } from '../use-employer-text';

interface BillingSearch {
  search?: string;
  sort?: string;
  order?: SortOrder;
}

export interface BillingTableProps<Row extends { id: number }> {
  /** The table's accessible name, e.g. "Your invoices". */
  label: string;
  searchLabel: string;
  /** The SORT choices besides the default, newest first. */
  sorts: Record<string, string>;
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** The rows of the answer; undefined until the first one arrives. */
  rows: Row[] | undefined;
  /** A failure with no rows to show, and how to ask again. */
  error: unknown;
  onRetry: () => void;
  search: BillingSearch;
  /** Writes the search to the URL (parsed by the route's own parser). */
  onChange: (next: BillingSearch, replace: boolean) => void;
}

/**
 * Orders and Invoices (§2): search and SORT on the server, Clear, "Loading..." and
 * "Sorry! No Result Found", all from the URL.
 */
export function BillingTable<Row extends { id: number }>({
  label,
  searchLabel,
  sorts,
  columns,
  rows,
  error,
  onRetry,
  search,
  onChange,
}: BillingTableProps<Row>) {
  const text = useEmployerText();
  const { t } = text;
  return (
    <div className={styles.page}>
      <ListToolbar
        text={t.common}
        searchLabel={searchLabel}
        searchPlaceholder={t.common.search}
        search={search.search}
        onSearch={(value) => onChange({ ...search, search: value }, true)}
        sort={{
          label: t.common.sort,
          options: sorts,
          defaultLabel: t.common.newestFirst,
          value: sortChoiceOf(search),
          onChange: (choice) =>
            onChange({ ...search, ...sortChange(choice) } as BillingSearch, false),
        }}
        canClear={Boolean(search.search)}
        onClear={() => onChange({ ...search, search: undefined }, false)}
        clearAtEnd
      />
      {error && !rows ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : (
        <DataTable
          label={label}
          columns={columns}
          data={rows ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={!rows && !error}
          loadingText={t.common.loading}
          emptyText={t.common.noResult}
          pagination={tablePagination(text)}
        />
      )}
    </div>
  );
}
