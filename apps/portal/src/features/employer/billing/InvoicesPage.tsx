import type { FamilyInvoice } from '@bayti/data/contract';
import { createColumnHelper, DataTable, Link, StatusBadge } from '@bayti/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesQuery } from '../queries';
import { parseInvoicesSearch, sortChange, sortChoiceOf, type InvoicesSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { ListToolbar } from '../shared/ListToolbar';
import { tablePagination } from '../shared/pagination';
import { QueryError } from '../shared/QueryError';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';

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
    column.display({
      id: 'slNo',
      header: t.common.slNo,
      cell: ({ row }) => text.number(row.index + 1),
      meta: { align: 'end' },
    }),
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
  const change = (next: object, replace = false) =>
    onSearchChange(parseInvoicesSearch(next), { replace });

  return (
    <div className={styles.page}>
      <ListToolbar
        searchLabel={t.invoices.searchLabel}
        search={search.search}
        onSearch={(value) => change({ ...search, search: value }, true)}
        sort={{
          options: t.invoices.sorts,
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
          label={t.invoices.table}
          columns={invoiceColumns(text)}
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
