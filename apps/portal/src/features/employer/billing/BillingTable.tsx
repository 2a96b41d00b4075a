import type { SortOrder } from '@bayti/data/contract';
import { createColumnHelper, DataTable, StatusBadge, type ColumnDef } from '@bayti/ui';
import type { ReactNode } from 'react';
import { ListToolbar } from '../../shared/list/ListToolbar';
import { sortChange, sortChoiceOf } from '../search';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/EmployerPage.module.css';
import { tablePagination } from '../shared/pagination';
import { useEmployerText, type EmployerText } from '../use-employer-text';

interface BillingSearch {
  search?: string;
  sort?: string;
  order?: SortOrder;
}

export interface BillingTableProps<Row extends { id: number }> {
  /** The table's accessible name (e.g. "Your invoices"), its search's, and the SORT choices besides the default, newest first. */
  messages: { table: string; searchLabel: string; sorts: Record<string, string> };
  // Column definitions are invariant in their value type; `any` is what @tanstack documents here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** The rows of the list's answer (the route has loaded them). */
  rows: Row[];
  search: BillingSearch;
  /** Writes the search to the URL (parsed by the route's own parser). */
  onChange: (next: BillingSearch, replace: boolean) => void;
}

/**
 * Orders and Invoices: search and SORT on the server, Clear and "Sorry! No Result Found", all
 * from the URL.
 */
export function BillingTable<Row extends { id: number }>({
  messages,
  columns,
  rows,
  search,
  onChange,
}: BillingTableProps<Row>) {
  const text = useEmployerText();
  const { t } = text;
  return (
    <div className={`${layout.column} ${styles.page}`}>
      <ListToolbar
        text={t.common}
        searchLabel={messages.searchLabel}
        searchPlaceholder={t.common.search}
        search={search.search}
        onSearch={(value) => onChange({ ...search, search: value }, true)}
        sort={{
          label: t.common.sort,
          options: messages.sorts,
          defaultLabel: t.common.newestFirst,
          value: sortChoiceOf(search),
          onChange: (choice) =>
            onChange({ ...search, ...sortChange(choice) } as BillingSearch, false),
        }}
        canClear={Boolean(search.search)}
        onClear={() => onChange({ ...search, search: undefined }, false)}
        clearAtEnd
      />
      <DataTable
        label={messages.table}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        emptyText={t.common.noResult}
        pagination={tablePagination(text)}
      />
    </div>
  );
}

/** The amount in AED with 2 decimals, aligned to the end. */
export function amountColumn<Row extends { amount: number }>(text: EmployerText, header: string) {
  return createColumnHelper<Row>().accessor((row) => row.amount, {
    id: 'amount',
    header,
    cell: (info) => <span className={styles.numeric}>{text.amount(info.getValue())}</span>,
    enableSorting: false,
    meta: { align: 'end' },
  });
}

/** A status as a badge: green once done, amber while waiting. */
export function statusColumn<Row, Status extends string>(
  id: string,
  header: string,
  statusOf: (row: Row) => Status,
  done: NoInfer<Status>,
  label: (status: Status) => ReactNode,
) {
  return createColumnHelper<Row>().accessor(statusOf, {
    id,
    header,
    enableSorting: false,
    cell: (info) => (
      <StatusBadge tone={info.getValue() === done ? 'success' : 'warning'}>
        {label(info.getValue())}
      </StatusBadge>
    ),
  });
}
