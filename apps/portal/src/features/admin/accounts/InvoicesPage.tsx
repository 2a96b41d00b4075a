import type { AdminInvoiceRow } from '@bayti/data/contract';
import { downloadAdminInvoicesCsv } from '@bayti/data/client';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { routeKey } from '@bayti/data/client/route-call';
import { adminAccountsRoutes } from '@bayti/data/contract/routes';
import { Button, createColumnHelper } from '@bayti/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiCall } from '../../../api';
import { ConfirmDialog } from '../office/ConfirmDialog';
import { invoicesQuery } from '../office/queries';
import type { AccountsSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import { AccountsTable } from './AccountsTable';
import { accountColumns } from './columns';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface InvoicesPageProps {
  search: AccountsSearch;
  onSearchChange: SearchChange<AccountsSearch>;
}

const column = createColumnHelper<AdminInvoiceRow>();
const plain = { enableSorting: false } as const;

const invoiceColumns = (officeText: OfficeText, onMarkPaid: (invoice: AdminInvoiceRow) => void) => {
  const { t, date } = officeText;
  const c = t.accounts.columns;
  const shared = accountColumns<AdminInvoiceRow>(officeText);
  return [
    column.accessor('invoiceNo', { header: c.invoiceNo, ...plain }),
    column.accessor('invoiceDate', {
      header: c.invoiceDate,
      cell: (i) => date(i.getValue()),
      ...plain,
    }),
    shared.client,
    column.accessor('orderNo', { header: c.orderNo, ...plain }),
    shared.description,
    shared.workerNationality,
    shared.paymentStatus,
    shared.deployingCountry,
    shared.amount,
    shared.lastUpdatedOn,
    column.display({
      id: 'action',
      header: c.action,
      cell: ({ row }) =>
        row.original.paymentStatus === 'PENDING' ? (
          <Button
            size="sm"
            aria-label={t.accounts.markPaidLabel(row.original.invoiceNo)}
            onPress={() => onMarkPaid(row.original)}
          >
            {t.accounts.markPaid}
          </Button>
        ) : (
          t.common.none
        ),
    }),
  ];
};

interface MarkPaidDialogProps {
  invoice: AdminInvoiceRow;
  onClose: () => void;
  onPaid: () => void;
}

/** Records an invoice's payment; a plan's invoice then starts the family's access plan. */
function MarkPaidDialog({ invoice, onClose, onPaid }: MarkPaidDialogProps) {
  const { t } = useOfficeText();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={t.accounts.markPaidTitle}
      question={t.accounts.markPaidText(invoice.invoiceNo, invoice.client)}
      confirmLabel={t.accounts.markPaid}
      action={async () => {
        await apiCall(
          employerRoutes.adminUpdateInvoice,
          { params: { id: invoice.id }, body: { paymentStatus: 'Paid' } },
          { fallbackMessage: 'Failed to record the payment' },
        );
        // The invoice and its order both show the payment.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: routeKey(adminAccountsRoutes.adminInvoices) }),
          queryClient.invalidateQueries({ queryKey: routeKey(adminAccountsRoutes.adminOrders) }),
        ]);
      }}
      failure={{ english: 'Failed to record the payment', local: t.accounts.markPaidFailed }}
      onClose={onClose}
      onDone={onPaid}
    />
  );
}

/**
 * Accounts > Invoice: every family's invoices, searched on the server, Invoice Download, and
 * Mark Paid on a pending one, which activates the family's access plan.
 */
export function InvoicesPage({ search, onSearchChange }: InvoicesPageProps) {
  const officeText = useOfficeText();
  const { t } = officeText;
  const [paying, setPaying] = useState<AdminInvoiceRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // While another search or page loads, the rows of the last one stay.
  const { data, isUpdating } = useShownQuery(search, invoicesQuery);
  return (
    <>
      <AccountsTable
        isUpdating={isUpdating}
        title={t.accounts.invoicesTitle}
        label={t.accounts.invoicesTable}
        searchLabel={t.accounts.invoicesSearch}
        columns={invoiceColumns(officeText, (invoice) => {
          setNotice(null);
          setPaying(invoice);
        })}
        data={data}
        search={search}
        onSearchChange={onSearchChange}
        downloadLabel={t.accounts.invoiceDownload}
        download={(params) => downloadAdminInvoicesCsv(api, params)}
        fileName="invoices.csv"
        downloadFailure="Failed to download the invoices"
        notice={notice}
      />
      {paying && (
        <MarkPaidDialog
          invoice={paying}
          onClose={() => setPaying(null)}
          onPaid={() => {
            setNotice(t.accounts.paid(paying.invoiceNo));
            setPaying(null);
          }}
        />
      )}
    </>
  );
}
