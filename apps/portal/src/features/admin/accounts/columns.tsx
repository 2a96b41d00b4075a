import type { AdminPaymentStatus } from '@bayti/data/contract';
import { createColumnHelper, StatusBadge, type ColumnDef } from '@bayti/ui';
import styles from '../office/Office.module.css';
import type { OfficeText } from '../office/use-office-text';

/** What orders and invoices both show. */
interface AccountRow {
  client: string;
  description: string;
  amount: number;
  workerNationality: string | null;
  paymentStatus: AdminPaymentStatus;
  deployingCountry: string | null;
  lastUpdatedOn: string;
}

const plain = { enableSorting: false } as const;

type SharedColumn =
  | 'client'
  | 'description'
  | 'amount'
  | 'workerNationality'
  | 'paymentStatus'
  | 'deployingCountry'
  | 'lastUpdatedOn';

const helper = createColumnHelper<AccountRow>();

/** The columns orders and invoices share, by name; each table puts them in its own order. */
export function accountColumns<Row extends AccountRow>({
  t,
  date,
  amount,
  nationality,
  text,
}: OfficeText): Record<SharedColumn, ColumnDef<Row, unknown>> {
  const c = t.accounts.columns;
  const columns = {
    client: helper.accessor('client', { header: c.client, ...plain }),
    description: helper.accessor('description', {
      header: c.description,
      ...plain,
      meta: { wrap: true },
    }),
    amount: helper.accessor('amount', {
      header: c.amount,
      cell: (i) => <span className={styles.numeric}>{amount(i.getValue())}</span>,
      ...plain,
      meta: { align: 'end' },
    }),
    workerNationality: helper.accessor('workerNationality', {
      header: c.workerNationality,
      cell: (i) => nationality(i.getValue()),
      ...plain,
    }),
    paymentStatus: helper.accessor('paymentStatus', {
      header: c.paymentStatus,
      cell: (i) => (
        <StatusBadge tone={i.getValue() === 'PAID' ? 'success' : 'warning'}>
          {t.accounts.paymentStatus[i.getValue()]}
        </StatusBadge>
      ),
      ...plain,
    }),
    deployingCountry: helper.accessor('deployingCountry', {
      header: c.deployingCountry,
      cell: (i) => text(i.getValue()),
      ...plain,
    }),
    lastUpdatedOn: helper.accessor('lastUpdatedOn', {
      header: c.lastUpdatedOn,
      cell: (i) => date(i.getValue()),
      ...plain,
    }),
  };
  // Built on AccountRow's fields, which every Row has.
  return columns as unknown as Record<SharedColumn, ColumnDef<Row, unknown>>;
}
