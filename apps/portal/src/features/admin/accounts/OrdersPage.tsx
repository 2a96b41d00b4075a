import type { AdminOrderRow } from '@bayti/data/contract';
import { downloadAdminOrdersCsv } from '@bayti/data/client';
import { createColumnHelper, StatusBadge } from '@bayti/ui';
import { api } from '../../../api';
import { ordersQuery } from '../office/queries';
import type { AccountsSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import { AccountsTable } from './AccountsTable';
import { accountColumns } from './columns';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface OrdersPageProps {
  search: AccountsSearch;
  onSearchChange: SearchChange<AccountsSearch>;
}

const column = createColumnHelper<AdminOrderRow>();
const plain = { enableSorting: false } as const;

const orderColumns = (officeText: OfficeText) => {
  const { t, date, text } = officeText;
  const c = t.accounts.columns;
  const shared = accountColumns<AdminOrderRow>(officeText);
  return [
    column.accessor('orderNo', { header: c.orderNo, ...plain }),
    column.accessor('orderDate', {
      header: c.orderDate,
      cell: (i) => date(i.getValue()),
      ...plain,
    }),
    shared.client,
    shared.description,
    shared.amount,
    shared.workerNationality,
    shared.paymentStatus,
    column.accessor('recruitmentStatus', {
      header: c.recruitmentStatus,
      cell: (i) => (
        <StatusBadge tone={i.getValue() === 'COMPLETED' ? 'success' : 'info'}>
          {t.accounts.recruitmentStatus[i.getValue()]}
        </StatusBadge>
      ),
      ...plain,
    }),
    column.accessor('position', { header: c.position, cell: (i) => text(i.getValue()), ...plain }),
    shared.deployingCountry,
    shared.lastUpdatedOn,
  ];
};

/** Accounts > Orders: every family's orders, searched on the server, and Order Download. */
export function OrdersPage({ search, onSearchChange }: OrdersPageProps) {
  const officeText = useOfficeText();
  const { t } = officeText;
  // While another search or page loads, the rows of the last one stay.
  const { data, isUpdating } = useShownQuery(search, ordersQuery);
  return (
    <AccountsTable
      isUpdating={isUpdating}
      title={t.accounts.ordersTitle}
      label={t.accounts.ordersTable}
      searchLabel={t.accounts.ordersSearch}
      columns={orderColumns(officeText)}
      data={data}
      search={search}
      onSearchChange={onSearchChange}
      downloadLabel={t.accounts.orderDownload}
      download={(params) => downloadAdminOrdersCsv(api, params)}
      fileName="orders.csv"
      downloadFailure="Failed to download the orders"
    />
  );
}
