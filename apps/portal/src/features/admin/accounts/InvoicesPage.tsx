import { toFils, type AdminInvoiceRow } from '@bayti/data/contract';
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
import styles from './InvoicesPage.module.css';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { RefundDialog } from './RefundDialog';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface InvoicesPageProps {
  search: AccountsSearch;
  onSearchChange: SearchChange<AccountsSearch>;
}

const column = createColumnHelper<AdminInvoiceRow>();
const plain = { enableSorting: false } as const;

/** What is left to refund of a paid invoice's payment, in fils. */
const leftFils = (invoice: AdminInvoiceRow) => toFils(invoice.amount) - toFils(invoice.refunded);

const invoiceColumns = (
  officeText: OfficeText,
  onRecord: (invoice: AdminInvoiceRow) => void,
  onRefund: (invoice: AdminInvoiceRow) => void,
) => {
  const { t, date, aed } = officeText;
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
      cell: ({ row: { original: invoice } }) => {
        if (invoice.paymentStatus === 'PENDING')
          return (
            <Button
              size="sm"
              aria-label={t.accounts.recordPaymentLabel(invoice.invoiceNo)}
              onPress={() => onRecord(invoice)}
            >
              {t.accounts.recordPayment}
            </Button>
          );
        if (leftFils(invoice) <= 0) return t.accounts.fullyRefunded;
        return (
          <span className={styles.refund}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t.accounts.refundLabel(invoice.invoiceNo)}
              onPress={() => onRefund(invoice)}
            >
              {t.accounts.refund}
            </Button>
            {invoice.refunded > 0 && t.accounts.refundedAmount(aed(invoice.refunded))}
          </span>
        );
      },
    }),
  ];
};

/**
 * Accounts > Invoice: every family's invoices, searched on the server, Invoice Download, Record
 * payment on a pending one (a bank transfer received), which activates the family's plan, and
 * Refund on a paid one (with what was refunded so far).
 */
export function InvoicesPage({ search, onSearchChange }: InvoicesPageProps) {
  const officeText = useOfficeText();
  const { t } = officeText;
  const [paying, setPaying] = useState<AdminInvoiceRow | null>(null);
  const [refunding, setRefunding] = useState<AdminInvoiceRow | null>(null);
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
        columns={invoiceColumns(
          officeText,
          (invoice) => {
            setNotice(null);
            setPaying(invoice);
          },
          (invoice) => {
            setNotice(null);
            setRefunding(invoice);
          },
        )}
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
      {refunding && (
        <RefundDialog
          invoice={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(refunded) => {
            const issued = refunded.creditNotes.at(-1);
            setNotice(t.accounts.refunded(refunding.invoiceNo, issued?.creditNoteNo ?? ''));
            setRefunding(null);
          }}
        />
      )}
    </>
  );
}
