import type { FamilyOrder } from '@bayti/data/contract';
import { createColumnHelper, DataTable, Link, StatusBadge } from '@bayti/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersQuery } from '../queries';
import { parseOrdersSearch, sortChange, sortChoiceOf, type OrdersSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { ListToolbar } from '../shared/ListToolbar';
import { tablePagination } from '../shared/pagination';
import { QueryError } from '../shared/QueryError';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { itemLabel } from './item-label';

export interface OrdersPageProps {
  search: OrdersSearch;
  onSearchChange: SearchChange<OrdersSearch>;
}

const column = createColumnHelper<FamilyOrder>();

const orderColumns = (text: EmployerText) => {
  const { t } = text;
  const c = t.orders.columns;
  const plain = { enableSorting: false } as const;
  return [
    column.display({
      id: 'slNo',
      header: t.common.slNo,
      cell: ({ row }) => text.number(row.index + 1),
      meta: { align: 'end' },
    }),
    column.accessor('orderNo', { header: c.orderNo, ...plain }),
    column.accessor('orderDate', {
      header: c.orderDate,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
    column.display({
      id: 'item',
      header: c.item,
      cell: ({ row }) => itemLabel(text, row.original),
      meta: { wrap: true },
    }),
    column.accessor('nationality', {
      header: c.nationality,
      cell: (info) => text.nationality(info.getValue()),
      ...plain,
    }),
    column.accessor('amount', {
      header: c.amount,
      cell: (info) => <span className={styles.numeric}>{text.amount(info.getValue())}</span>,
      ...plain,
      meta: { align: 'end' },
    }),
    column.accessor('proformaInvoice', {
      header: c.proforma,
      ...plain,
      cell: ({ row }) => (
        <Link
          href={`/dashboard/employer/invoices/${row.original.invoiceId}`}
          variant="standalone"
          aria-label={t.orders.viewProforma(row.original.proformaInvoice)}
        >
          {row.original.proformaInvoice}
        </Link>
      ),
    }),
    column.accessor('status', {
      header: c.status,
      ...plain,
      cell: (info) => (
        <StatusBadge tone={info.getValue() === 'Completed' ? 'success' : 'warning'}>
          {t.orderStatus[info.getValue()]}
        </StatusBadge>
      ),
    }),
  ];
};

/** Orders (§2): the family's orders, searched and sorted on the server, from the URL. */
export function OrdersPage({ search, onSearchChange }: OrdersPageProps) {
  const text = useEmployerText();
  const { t } = text;
  const query = useQuery({ ...ordersQuery(search), placeholderData: keepPreviousData });
  const change = (next: object, replace = false) =>
    onSearchChange(parseOrdersSearch(next), { replace });

  return (
    <div className={styles.page}>
      <ListToolbar
        searchLabel={t.orders.searchLabel}
        search={search.search}
        onSearch={(value) => change({ ...search, search: value }, true)}
        sort={{
          options: t.orders.sorts,
          defaultLabel: t.common.newestFirst,
          value: sortChoiceOf(search),
          onChange: (choice) => change({ ...search, ...sortChange(choice) }),
        }}
        canClear={Boolean(search.search)}
        onClear={() => change({ ...search, search: undefined })}
      />
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t.orders.table}
          columns={orderColumns(text)}
          data={query.data?.items ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={query.isPending}
          loadingText={t.common.loading}
          emptyText={t.common.noResult}
          pagination={tablePagination(text)}
        />
      )}
    </div>
  );
}
