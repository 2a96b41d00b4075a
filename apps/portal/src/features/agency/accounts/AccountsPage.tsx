import { ACCOUNT_RECRUITMENT_STATUSES, type AccountRow } from '@bayti/data/contract';
import { Button, createColumnHelper, DataTable, Link, Stack, StatusBadge } from '@bayti/ui';
import { Banknote, FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { agencyAccountsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/AgencyPage.module.css';
import { OpsListBody, OpsListHeader, OpsStatusFilter, PageFooter } from '../recruitments/OpsParts';
import { useOpsText, type OpsText } from '../recruitments/use-ops-text';
import { ACCOUNTS_PAGE_SIZE, accountsQueryOf, type AgencyAccountsSearch } from './accounts-search';
import { AmountDialog } from './AmountDialog';
import { useShownQuery } from '../../shared/list/use-shown-query';
import { RefundCasesSection } from '../../shared/refunds/RefundCasesSection';

export interface AccountsPageProps {
  search: AgencyAccountsSearch;
  onSearchChange: (next: AgencyAccountsSearch, options?: { replace?: boolean }) => void;
}

/** The read its route's loader ensures and the screen reads (one cache entry). */
export const accountsQuery = (search: AgencyAccountsSearch) =>
  apiQuery(agencyAccountsRoutes.agencyAccounts, { query: accountsQueryOf(search) });

const column = createColumnHelper<AccountRow>();
const plain = { enableSorting: false } as const;

/** The printable invoice of an account. */
export const invoicePath = (id: number) => `/dashboard/agency/invoices/${id}`;

function accountColumns(
  text: OpsText,
  onAct: (account: AccountRow, kind: 'payment' | 'fee') => void,
) {
  const { t } = text;
  const c = t.accounts.columns;
  const money = (key: 'amountPayable' | 'paid' | 'balance', header: string) =>
    column.accessor(key, {
      header,
      ...plain,
      cell: (i) => <span className={styles.nowrap}>{text.aed(i.getValue())}</span>,
    });
  const day = (key: 'candidateAddOn' | 'lastUpdatedOn' | 'selectionDate', header: string) =>
    column.accessor(key, {
      header,
      ...plain,
      cell: (i) => <span className={styles.nowrap}>{text.date(i.getValue())}</span>,
    });
  return [
    column.accessor('candidate', { header: c.candidate, ...plain }),
    column.accessor('position', {
      header: c.position,
      ...plain,
      cell: (i) => text.position(i.getValue()),
    }),
    column.accessor('deployedCountry', {
      header: c.deployedCountry,
      ...plain,
      cell: (i) => t.accounts.countries[i.getValue()],
    }),
    money('amountPayable', c.amountPayable),
    money('paid', c.paid),
    money('balance', c.balance),
    day('candidateAddOn', c.candidateAddOn),
    day('lastUpdatedOn', c.lastUpdatedOn),
    day('selectionDate', c.selectionDate),
    column.accessor('recruitmentStatus', {
      header: c.recruitmentStatus,
      ...plain,
      cell: (i) => (
        <StatusBadge tone={i.getValue() === 'Completed' ? 'success' : 'info'}>
          {t.accounts.statuses[i.getValue()]}
        </StatusBadge>
      ),
    }),
    column.display({
      id: 'actions',
      header: c.actions,
      cell: ({ row: { original: account } }) => (
        <div className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.accounts.recordPaymentFor(account.candidate)}
            isDisabled={account.balance <= 0}
            onPress={() => onAct(account, 'payment')}
          >
            <Banknote aria-hidden size={16} />
            {t.accounts.recordPayment}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t.accounts.editFeeFor(account.candidate)}
            onPress={() => onAct(account, 'fee')}
          >
            <Pencil aria-hidden size={16} />
          </Button>
          <Link
            href={invoicePath(account.id)}
            variant="standalone"
            aria-label={t.accounts.invoiceFor(account.candidate)}
          >
            <FileText aria-hidden size={16} />
            {t.accounts.invoice}
          </Link>
        </div>
      ),
    }),
  ];
}

/**
 * Accounts: a row per recruitment of the agency's candidates, the amounts computed by the
 * server (payable, paid, balance in AED), totals over the filter; record a payment, set the amount
 * payable, open the printable invoice.
 */
export function AccountsPage({ search, onSearchChange }: AccountsPageProps) {
  const text = useOpsText();
  const { t } = text;
  // Another search, status or page loads while the current rows stay on screen.
  const { data, isUpdating } = useShownQuery(search, accountsQuery);
  const [acting, setActing] = useState<{ account: AccountRow; kind: 'payment' | 'fee' }>();
  const [notice, setNotice] = useState('');
  const { page, total, totals } = data;
  const filtered = search.search !== undefined || search.status !== undefined;

  return (
    <Stack>
      <OpsListHeader
        title={t.accounts.title}
        searchLabel={t.accounts.search}
        search={search.search}
        onSearch={(value) =>
          onSearchChange({ ...search, search: value, page: undefined }, { replace: true })
        }
        canClear={filtered}
        onClear={() => onSearchChange({})}
        filters={
          <OpsStatusFilter
            label={t.accounts.statusFilter}
            allLabel={t.accounts.allStatuses}
            statuses={ACCOUNT_RECRUITMENT_STATUSES.map((id) => ({
              id,
              label: t.accounts.statuses[id],
            }))}
            value={search.status}
            onChange={(status) => onSearchChange({ ...search, status, page: undefined })}
          />
        }
      />
      <section aria-labelledby="account-totals">
        <h3 id="account-totals" className={styles.sectionTitle}>
          {t.accounts.totals.title}
        </h3>
        <dl className={styles.figures}>
          {(
            [
              ['recruitments', text.number(totals.recruitments)],
              ['amountPayable', text.aed(totals.amountPayable)],
              ['paid', text.aed(totals.paid)],
              ['balance', text.aed(totals.balance)],
              ['refundsDue', text.aed(totals.refundsDue)],
              ['refundsPaid', text.aed(totals.refundsPaid)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={`${layout.column} ${styles.figure}`}>
              <dt className={styles.muted}>{t.accounts.totals[key]}</dt>
              <dd className={styles.figureValue} data-testid={`account-total-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <OpsListBody notice={notice}>
        <DataTable
          isUpdating={isUpdating}
          label={t.accounts.table}
          columns={accountColumns(text, (account, kind) => {
            setNotice('');
            setActing({ account, kind });
          })}
          data={data.items}
          getRowId={(row) => String(row.id)}
          emptyText={t.common.noResult}
          emptyHint={filtered ? undefined : t.accounts.emptyHint}
        />
      </OpsListBody>
      <PageFooter
        page={page}
        pageSize={ACCOUNTS_PAGE_SIZE}
        total={total}
        shown={data.items.length}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
      <RefundCasesSection viewer="agency" />
      {acting && (
        <AmountDialog
          account={acting.account}
          kind={acting.kind}
          onClose={() => setActing(undefined)}
          onSaved={(account, amount) => {
            setActing(undefined);
            setNotice(
              acting.kind === 'payment'
                ? t.accounts.paymentSaved(text.aed(amount), account.candidate)
                : t.accounts.feeSaved(account.candidate),
            );
          }}
        />
      )}
    </Stack>
  );
}
