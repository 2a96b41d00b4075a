import type { AdminInvoiceRow } from '@bayti/data/contract';
import { adminAccountsKeys, downloadAdminInvoicesCsv, markInvoicePaid } from '@bayti/data/client';
import { Button, createColumnHelper, Dialog, Modal, StatusBadge } from '@bayti/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import styles from '../office/Office.module.css';
import { invoicesQuery } from '../office/queries';
import type { AccountsSearch } from '../office/search';
import type { SearchChange } from '../office/search-change';
import { useOfficeText, type OfficeText } from '../office/use-office-text';
import { AccountsTable } from './AccountsTable';

export interface InvoicesPageProps {
  search: AccountsSearch;
  onSearchChange: SearchChange<AccountsSearch>;
}

const column = createColumnHelper<AdminInvoiceRow>();
const plain = { enableSorting: false } as const;

const invoiceColumns = (
  { t, date, amount, nationality, text }: OfficeText,
  onMarkPaid: (invoice: AdminInvoiceRow) => void,
) => {
  const c = t.accounts.columns;
  return [
    column.accessor('invoiceNo', { header: c.invoiceNo, ...plain }),
    column.accessor('invoiceDate', {
      header: c.invoiceDate,
      cell: (i) => date(i.getValue()),
      ...plain,
    }),
    column.accessor('client', { header: c.client, ...plain }),
    column.accessor('orderNo', { header: c.orderNo, ...plain }),
    column.accessor('description', { header: c.description, ...plain, meta: { wrap: true } }),
    column.accessor('workerNationality', {
      header: c.workerNationality,
      cell: (i) => nationality(i.getValue()),
      ...plain,
    }),
    column.accessor('paymentStatus', {
      header: c.paymentStatus,
      cell: (i) => (
        <StatusBadge tone={i.getValue() === 'PAID' ? 'success' : 'warning'}>
          {t.accounts.paymentStatus[i.getValue()]}
        </StatusBadge>
      ),
      ...plain,
    }),
    column.accessor('deployingCountry', {
      header: c.deployingCountry,
      cell: (i) => text(i.getValue()),
      ...plain,
    }),
    column.accessor('amount', {
      header: c.amount,
      cell: (i) => <span className={styles.numeric}>{amount(i.getValue())}</span>,
      ...plain,
      meta: { align: 'end' },
    }),
    column.accessor('lastUpdatedOn', {
      header: c.lastUpdatedOn,
      cell: (i) => date(i.getValue()),
      ...plain,
    }),
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
  const mutation = useMutation({
    mutationFn: () => markInvoicePaid(api, invoice.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminAccountsKeys.all });
      onPaid();
    },
  });
  return (
    <Modal
      isOpen
      isDismissable={!mutation.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="sm"
    >
      <Dialog
        title={t.accounts.markPaidTitle}
        description={t.accounts.markPaidText(invoice.invoiceNo, invoice.client)}
        closeLabel={t.common.close}
        footer={
          <div className={styles.dialogFooter}>
            <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
              {t.common.cancel}
            </Button>
            <Button
              onPress={() => mutation.mutate()}
              isPending={mutation.isPending}
              pendingLabel={t.common.saving}
            >
              {t.accounts.markPaid}
            </Button>
          </div>
        }
      >
        {mutation.isError && (
          <p role="alert" className={styles.alert}>
            {failureMessage(
              mutation.error,
              'Failed to record the payment',
              t.accounts.markPaidFailed,
            )}
          </p>
        )}
      </Dialog>
    </Modal>
  );
}

/**
 * Accounts > Invoice (§2): every family's invoices, searched on the server, Invoice Download, and
 * Mark Paid on a pending one, which activates the family's access plan.
 */
export function InvoicesPage({ search, onSearchChange }: InvoicesPageProps) {
  const officeText = useOfficeText();
  const { t } = officeText;
  const [paying, setPaying] = useState<AdminInvoiceRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({ ...invoicesQuery(search), placeholderData: keepPreviousData });
  return (
    <>
      <AccountsTable
        title={t.accounts.invoicesTitle}
        label={t.accounts.invoicesTable}
        searchLabel={t.accounts.invoicesSearch}
        columns={invoiceColumns(officeText, (invoice) => {
          setNotice(null);
          setPaying(invoice);
        })}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
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
