import type { FamilyOrder } from '@bayti/data/contract';
import { createColumnHelper, Link, StatusBadge } from '@bayti/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersQuery } from '../queries';
import { parseOrdersSearch, type OrdersSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { serialColumn } from '../shared/columns';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { BillingTable } from './BillingTable';
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
    serialColumn<FamilyOrder>(text),
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
  return (
    <BillingTable
      label={t.orders.table}
      searchLabel={t.orders.searchLabel}
      sorts={t.orders.sorts}
      columns={orderColumns(text)}
      rows={query.data?.items}
      error={query.error}
      onRetry={() => void query.refetch()}
      search={search}
      onChange={(next, replace) => onSearchChange(parseOrdersSearch(next), { replace })}
    />
  );
}
