import type { FamilyOrder } from '@bayti/data/contract';
import { createColumnHelper, Link } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ordersQuery } from '../queries';
import { parseOrdersSearch, type OrdersSearch } from '../search';
import { serialColumn } from '../shared/columns';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { amountColumn, BillingTable, statusColumn } from './BillingTable';
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
    amountColumn<FamilyOrder>(text, c.amount),
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
    statusColumn(
      'status',
      c.status,
      (row: FamilyOrder) => row.status,
      'Completed',
      (status) => t.orderStatus[status],
    ),
  ];
};

/** Orders: the family's orders, searched and sorted on the server, from the URL. */
export function OrdersPage({ search, onSearchChange }: OrdersPageProps) {
  const text = useEmployerText();
  return (
    <BillingTable
      messages={text.t.orders}
      columns={orderColumns(text)}
      rows={useSuspenseQuery(ordersQuery(useDeferredValue(search))).data.items}
      search={search}
      onChange={(next, replace) => onSearchChange(parseOrdersSearch(next), { replace })}
    />
  );
}
