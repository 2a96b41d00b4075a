import type { FeeReport, ProfileReport } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { Button, createColumnHelper } from '@bayti/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../../api';
import { useShownQuery } from '../../shared/list/use-shown-query';
import { ListingStatusBadge } from '../../shared/listing/ListingStatusBadge';
import { useListingText, type ListingText } from '../../shared/listing/use-listing-text';
import { ModerationQueue } from './ModerationQueue';
import type { SearchChange } from '../office/search-change';
import { AccountActions } from './AccountActions';
import { CandidateIdentity } from './CandidateIdentity';
import { FeeReportsSection } from './FeeReportsSection';
import { ReasonDialog } from '../../shared/listing/ReasonDialog';
import styles from './Moderation.module.css';
import { profileReportsQuery } from './queries';
import type { QueueSearch } from './search';

export interface ProfileReportsPageProps {
  search: QueueSearch;
  onSearchChange: SearchChange<QueueSearch>;
}

type Outcome = 'uphold' | 'dismiss';

const column = createColumnHelper<ProfileReport>();

interface RowActions {
  onResolve: (report: ProfileReport, outcome: Outcome) => void;
  /** A worker's account changed from its row: the queue is read again. */
  onAccountChanged: () => void;
  announce: (message: string) => void;
}

function reportColumns(
  { l, dateTime, text }: ListingText,
  { onResolve, onAccountChanged, announce }: RowActions,
) {
  const p = l.reports;
  const plain = { enableSorting: false } as const;
  return [
    column.accessor((report) => report.candidate.name, {
      id: 'profile',
      header: p.columns.profile,
      cell: ({ row }) => (
        <span className={styles.identityText}>
          <CandidateIdentity candidate={row.original.candidate} />
          <span>
            <ListingStatusBadge status={row.original.candidate.status} size="sm" />
          </span>
        </span>
      ),
      ...plain,
    }),
    column.accessor('reason', {
      header: p.columns.reason,
      cell: (info) => p.reasons[info.getValue()],
      ...plain,
    }),
    column.accessor('note', {
      header: p.columns.note,
      cell: (info) => <span className={styles.note}>{text(info.getValue())}</span>,
      ...plain,
    }),
    column.accessor((report) => report.reporter.name, {
      id: 'family',
      header: p.columns.family,
      ...plain,
    }),
    column.accessor('createdAt', {
      header: p.columns.date,
      cell: (info) => dateTime(info.getValue()),
      ...plain,
    }),
    column.display({
      id: 'action',
      header: p.columns.action,
      // A worker who lists herself can also be deactivated here (which hides her profile); an
      // agency's candidate has no account here: the agency's accounts are suspended from Agencies.
      cell: ({ row }) => {
        const { candidate } = row.original;
        return (
          <div className={styles.rowActions}>
            <span className={styles.actions}>
              <Button
                size="sm"
                variant="danger"
                aria-label={p.upholdName(candidate.name)}
                onPress={() => onResolve(row.original, 'uphold')}
              >
                {p.uphold}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={p.dismissName(candidate.name)}
                onPress={() => onResolve(row.original, 'dismiss')}
              >
                {p.dismiss}
              </Button>
            </span>
            {candidate.account && (
              <AccountActions
                userId={candidate.account.userId}
                name={candidate.name}
                status={candidate.account.status}
                onChanged={onAccountChanged}
                announce={announce}
                named
              />
            )}
          </div>
        );
      },
    }),
  ];
}

const RESOLVE_FAILED = 'Failed to resolve the report';

/** The client's English for a failed resolution of a fee report (the server's own wins). */
const RESOLVE_FEE_FAILED = 'Failed to resolve the fee report';

/**
 * Reported profiles: first, marked urgent, workers asked to pay a fee (resolved with what Bayti
 * did); then families' open reports, oldest first, with the profile, the reason, the
 * family's note, who and when. Uphold (and, if it should leave the site, hide the profile in the
 * same request) or Dismiss, each with a note stored with the admin's name; a worker's own account
 * can be deactivated (or reactivated) from her row.
 */
export function ProfileReportsPage({ search, onSearchChange }: ProfileReportsPageProps) {
  const text = useListingText();
  const p = text.l.reports;
  const queryClient = useQueryClient();
  const { data, isUpdating } = useShownQuery(search, profileReportsQuery);
  const [resolving, setResolving] = useState<{ report: ProfileReport; outcome: Outcome } | null>(
    null,
  );
  const [resolvingFee, setResolvingFee] = useState<FeeReport | null>(null);
  const [notice, setNotice] = useState('');

  const resolve = (report: ProfileReport, outcome: Outcome, note: string, hide: boolean) =>
    apiCall(
      listingsRoutes.resolveProfileReport,
      { params: { id: report.id }, body: { outcome, note, hide: outcome === 'uphold' && hide } },
      { fallbackMessage: RESOLVE_FAILED },
    );

  const done = async () => {
    if (!resolving) return;
    const { report, outcome } = resolving;
    setResolving(null);
    setNotice(
      outcome === 'uphold' ? p.upheld(report.candidate.name) : p.dismissed(report.candidate.name),
    );
    await queryClient.invalidateQueries({ queryKey: routeKey(listingsRoutes.profileReports) });
  };

  const feeResolved = async () => {
    if (!resolvingFee) return;
    setResolvingFee(null);
    setNotice(p.fees.resolved(resolvingFee.worker.name));
    await queryClient.invalidateQueries({ queryKey: routeKey(listingsRoutes.feeReports) });
  };

  return (
    <ModerationQueue
      title={p.title}
      intro={p.intro}
      notice={notice}
      lead={
        <FeeReportsSection
          onResolve={(report) => {
            setNotice('');
            setResolvingFee(report);
          }}
        />
      }
      isUpdating={isUpdating}
      label={p.table}
      columns={reportColumns(text, {
        onResolve: (report, outcome) => {
          setNotice('');
          setResolving({ report, outcome });
        },
        onAccountChanged: () =>
          void queryClient.invalidateQueries({
            queryKey: routeKey(listingsRoutes.profileReports),
          }),
        announce: setNotice,
      })}
      emptyText={p.empty}
      data={data}
      onPageChange={(page) => onSearchChange(page > 1 ? { page } : {})}
    >
      {resolving && (
        <ReasonDialog
          title={
            resolving.outcome === 'uphold'
              ? p.upholdTitle(resolving.report.candidate.name)
              : p.dismissTitle(resolving.report.candidate.name)
          }
          description={resolving.outcome === 'uphold' ? p.upholdDescription : p.dismissDescription}
          confirm={resolving.outcome === 'uphold' ? p.uphold : p.dismiss}
          variant={resolving.outcome === 'uphold' ? 'danger' : 'primary'}
          field="note"
          option={
            resolving.outcome === 'uphold' && resolving.report.candidate.status !== 'hidden'
              ? p.hideProfile
              : undefined
          }
          action={({ reason, option }) =>
            resolve(resolving.report, resolving.outcome, reason, option)
          }
          failure={{ english: RESOLVE_FAILED, local: text.l.moderation.failed }}
          onClose={() => setResolving(null)}
          onDone={() => void done()}
        />
      )}
      {resolvingFee && (
        <ReasonDialog
          title={p.fees.resolveTitle(resolvingFee.worker.name)}
          description={p.fees.resolveDescription}
          confirm={p.fees.resolve}
          field="note"
          label={p.fees.did}
          action={({ reason }) =>
            apiCall(
              listingsRoutes.resolveFeeReport,
              { params: { id: resolvingFee.id }, body: { note: reason } },
              { fallbackMessage: RESOLVE_FEE_FAILED },
            )
          }
          failure={{ english: RESOLVE_FEE_FAILED, local: text.l.moderation.failed }}
          onClose={() => setResolvingFee(null)}
          onDone={() => void feeResolved()}
        />
      )}
    </ModerationQueue>
  );
}
