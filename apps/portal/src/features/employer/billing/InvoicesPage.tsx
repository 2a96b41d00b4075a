import { downloadInvoicePdf } from '@bayti/data/client';
import type { FamilyInvoice } from '@bayti/data/contract';
import { createColumnHelper, Link } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from '../../../api';
import { InvoicePdfButton } from '../../shared/invoice/InvoicePdfButton';
import { invoicesQuery } from '../queries';
import { parseInvoicesSearch, type InvoicesSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { serialColumn } from '../shared/columns';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { amountColumn, BillingTable, statusColumn } from './BillingTable';

export interface InvoicesPageProps {
  search: InvoicesSearch;
  onSearchChange: SearchChange<InvoicesSearch>;
}

const column = createColumnHelper<FamilyInvoice>();

const invoiceColumns = (text: EmployerText) => {
  const { t } = text;
  const c = t.invoices.columns;
  const plain = { enableSorting: false } as const;
  return [
    serialColumn<FamilyInvoice>(text),
    column.accessor('invoiceNo', { header: c.invoiceNo, ...plain }),
    column.accessor('invoiceDate', {
      header: c.invoiceDate,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
    column.accessor('nationality', {
      header: c.nationality,
      cell: (info) => text.nationality(info.getValue()),
      ...plain,
    }),
    amountColumn<FamilyInvoice>(text, c.amount),
    column.display({
      id: 'invoice',
      header: c.invoice,
      cell: ({ row }) => (
        <span className={styles.invoiceActions}>
          {/* A link: the invoice is a page of its own (printable, shareable). */}
          <Link
            href={`/dashboard/employer/invoices/${row.original.id}`}
            variant="standalone"
            className={styles.viewLink}
            aria-label={t.invoices.viewInvoice(row.original.invoiceNo)}
          >
            {t.invoices.view}
          </Link>
          <InvoicePdfButton
            size="sm"
            download={() => downloadInvoicePdf(api, row.original.id, text.locale)}
            fileName={`${row.original.invoiceNo}.pdf`}
            label={t.invoices.pdf}
            ariaLabel={t.invoices.pdfLabel(row.original.invoiceNo)}
            failure={t.invoice.downloadPdfFailed}
          />
        </span>
      ),
    }),
    statusColumn(
      'paymentStatus',
      c.paymentStatus,
      (row: FamilyInvoice) => row.paymentStatus,
      'Paid',
      (status) => t.paymentStatus[status],
    ),
  ];
};

/**
 * Invoices: Sl/No., number, date, nationality, amount in AED with 2 decimals, View (the
 * printable invoice) and its PDF, and the payment status; search and sort on the server, Clear,
 * all in the URL.
 */
export function InvoicesPage({ search, onSearchChange }: InvoicesPageProps) {
  const text = useEmployerText();
  return (
    <BillingTable
      messages={text.t.invoices}
      columns={invoiceColumns(text)}
      rows={useSuspenseQuery(invoicesQuery(useDeferredValue(search))).data.items}
      search={search}
      onChange={(next, replace) => onSearchChange(parseInvoicesSearch(next), { replace })}
    />
  );
}
