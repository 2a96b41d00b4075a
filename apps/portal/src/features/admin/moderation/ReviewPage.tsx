import type { ListingReview } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { Button, createColumnHelper } from '@bayti/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useShownQuery } from '../../shared/list/use-shown-query';
import { useListingText, type ListingText } from '../../shared/listing/use-listing-text';
import { ModerationQueue } from './ModerationQueue';
import type { SearchChange } from '../office/search-change';
import { CandidateIdentity, useSubmitter } from './CandidateIdentity';
import { decideReview } from './decide-review';
import { ReasonDialog } from '../../shared/listing/ReasonDialog';
import { fieldName, ReviewDialog, type ReviewStep } from './ReviewDialog';
import styles from './Moderation.module.css';
import { reviewsQuery } from './queries';
import type { QueueSearch } from './search';

export interface ReviewPageProps {
  search: QueueSearch;
  onSearchChange: SearchChange<QueueSearch>;
}

const column = createColumnHelper<ListingReview>();

function reviewColumns(
  { l, dateTime }: ListingText,
  submitter: ReturnType<typeof useSubmitter>,
  onOpen: (review: ListingReview) => void,
) {
  const r = l.review;
  const plain = { enableSorting: false } as const;
  return [
    column.accessor((review) => review.candidate.name, {
      id: 'candidate',
      header: r.columns.candidate,
      cell: ({ row }) => <CandidateIdentity candidate={row.original.candidate} />,
      ...plain,
    }),
    column.accessor((review) => review.submittedBy?.name ?? '', {
      id: 'submittedBy',
      header: r.columns.submittedBy,
      cell: ({ row }) => submitter(row.original.candidate, row.original.submittedBy),
      ...plain,
    }),
    column.accessor('kind', {
      header: r.columns.kind,
      cell: ({ row }) => (
        <span className={styles.identityText}>
          <span>{r.kinds[row.original.kind]}</span>
          {row.original.changes.length > 0 && (
            <span className={styles.muted}>
              {r.changed(row.original.changes.map((c) => fieldName(l, c.field)).join(', '))}
            </span>
          )}
        </span>
      ),
      ...plain,
    }),
    column.accessor('submittedAt', {
      header: r.columns.submittedAt,
      cell: (info) => dateTime(info.getValue()),
      ...plain,
    }),
    column.display({
      id: 'action',
      header: r.columns.action,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={r.openName(row.original.candidate.name)}
          onPress={() => onOpen(row.original)}
        >
          {r.open}
        </Button>
      ),
    }),
  ];
}

type Open = { review: ListingReview; step: 'view' | ReviewStep };

const DECIDE_FAILED = 'Failed to record the decision';

/**
 * Review: every new public profile and every change to a public field, oldest first. Open shows
 * the profile and what changed; Approve lists it, Reject and Request changes take a reason its
 * worker or agency reads. A decided review leaves the queue.
 */
export function ReviewPage({ search, onSearchChange }: ReviewPageProps) {
  const text = useListingText();
  const r = text.l.review;
  const submitter = useSubmitter();
  const queryClient = useQueryClient();
  const { data, isUpdating } = useShownQuery(search, reviewsQuery);
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');

  const decided = async (message: string) => {
    setOpen(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: routeKey(listingsRoutes.listingReviews) });
  };

  return (
    <ModerationQueue
      title={r.title}
      intro={r.intro}
      notice={notice}
      isUpdating={isUpdating}
      label={r.table}
      columns={reviewColumns(text, submitter, (review) => {
        setNotice('');
        setOpen({ review, step: 'view' });
      })}
      emptyText={r.empty}
      data={data}
      onPageChange={(page) => onSearchChange(page > 1 ? { page } : {})}
    >
      {open?.step === 'view' && (
        <ReviewDialog
          review={open.review}
          onClose={() => setOpen(null)}
          onStep={(step) => setOpen({ review: open.review, step })}
          onApproved={() => void decided(r.approved(open.review.candidate.name))}
        />
      )}
      {open && open.step !== 'view' && (
        <ReasonDialog
          title={
            open.step === 'reject'
              ? r.rejectTitle(open.review.candidate.name)
              : r.changesTitle(open.review.candidate.name)
          }
          description={open.step === 'reject' ? r.rejectDescription : r.changesDescription}
          confirm={open.step === 'reject' ? r.reject : r.requestChanges}
          variant={open.step === 'reject' ? 'danger' : 'primary'}
          action={({ reason }) =>
            decideReview(
              open.review.id,
              { decision: open.step as ReviewStep, reason },
              DECIDE_FAILED,
            )
          }
          failure={{ english: DECIDE_FAILED, local: r.decideFailed }}
          onClose={() => setOpen({ review: open.review, step: 'view' })}
          onDone={() =>
            void decided(
              open.step === 'reject'
                ? r.rejected(open.review.candidate.name)
                : r.changesRequested(open.review.candidate.name),
            )
          }
        />
      )}
    </ModerationQueue>
  );
}
