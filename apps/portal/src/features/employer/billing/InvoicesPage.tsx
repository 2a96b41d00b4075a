import type { FamilyInvoice } from '@bayti/data/contract';
import { createColumnHelper, Link, StatusBadge } from '@bayti/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesQuery } from '../queries';
import { parseInvoicesSearch, type InvoicesSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { serialColumn } from '../shared/columns';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { BillingTable } from './BillingTable';

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
    column.accessor('amount', {
      header: c.amount,
      cell: (info) => <span className={styles.numeric}>{text.amount(info.getValue())}</span>,
      ...plain,
      meta: { align: 'end' },
    }),
    column.display({
      id: 'invoice',
      header: c.invoice,
      cell: ({ row }) => (
        // A link: the invoice is a page of its own (printable, shareable).
        <Link
          href={`/dashboard/employer/invoices/${row.original.id}`}
          variant="standalone"
          className={styles.viewLink}
          aria-label={t.invoices.viewInvoice(row.original.invoiceNo)}
        >
          {t.invoices.view}
        </Link>
      ),
    }),
    column.accessor('paymentStatus', {
      header: c.paymentStatus,
      ...plain,
      cell: (info) => (
        <StatusBadge tone={info.getValue() === 'Paid' ? 'success' : 'warning'}>
          {t.paymentStatus[info.getValue()]}
        </StatusBadge>
      ),
    }),
  ];
};

/**
 * Invoices (§2): Sl/No., number, date, nationality, amount in AED with 2 decimals, View (the
 * printable invoice) and the payment status; search and sort on the server, Clear, all in the URL.
 */
export function InvoicesPage({ search, onSearchChange }: InvoicesPageProps) {
  const text = useEmployerText();
  const { t } = text;
  const query = useQuery({ ...invoicesQuery(search), placeholderData: keepPreviousData });
  return (
    <BillingTable
      label={t.invoices.table}
      searchLabel={t.invoices.searchLabel}
      sorts={t.invoices.sorts}
      columns={invoiceColumns(text)}
      rows={query.data?.items}
      error={query.error}
      onRetry={() => void query.refetch()}
      search={search}
      onChange={(next, replace) => onSearchChange(parseInvoicesSearch(next), { replace })}
    />
  );
}
