import type { AdminInvoiceRow } from '@bayti/data/contract';
import { downloadAdminInvoicesCsv } from '@bayti/data/client';
import { Button, createColumnHelper } from '@bayti/ui';
import { useState } from 'react';
import { api } from '../../../api';
import { invoicesQuery } from '../office/queries';
import type { AccountsSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import { AccountsTable } from './AccountsTable';
import { accountColumns } from './columns';
import { invoicePdfColumn } from './invoice-pdf-column';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface InvoicesPageProps {
  search: AccountsSearch;
  onSearchChange: SearchChange<AccountsSearch>;
}

const column = createColumnHelper<AdminInvoiceRow>();
const plain = { enableSorting: false } as const;

const invoiceColumns = (officeText: OfficeText, onRecord: (invoice: AdminInvoiceRow) => void) => {
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
    invoicePdfColumn(officeText),
    column.display({
      id: 'action',
      header: c.action,
      cell: ({ row }) =>
        row.original.paymentStatus === 'PENDING' ? (
          <Button
            size="sm"
            aria-label={t.accounts.recordPaymentLabel(row.original.invoiceNo)}
            onPress={() => onRecord(row.original)}
          >
            {t.accounts.recordPayment}
          </Button>
        ) : (
          t.common.none
        ),
    }),
  ];
};

/**
 * Accounts > Invoice: every family's invoices, searched on the server, Invoice Download, and
 * Record payment on a pending one (a bank transfer received), which activates the family's plan.
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
        <RecordPaymentDialog
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
