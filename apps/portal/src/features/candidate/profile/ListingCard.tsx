import type { CandidateProfileState } from '@bayti/data/contract';
import { Button, Card, Link } from '@bayti/ui';
import { useState } from 'react';
import { ListingStatusBadge } from '../../shared/listing/ListingStatusBadge';
import { ListingReason } from '../../shared/listing/ListingReason';
import { listingMeaning, reconfirmIsDue } from '../../shared/listing/listing-state';
import { useListingText } from '../../shared/listing/use-listing-text';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useCandidateFormat } from '../use-candidate-format';
import { useWorkerListing, type WorkerListingAction } from './use-worker-listing';
import layout from '../../shared/page/Page.module.css';
import styles from '../CandidateDashboard.module.css';

export interface ListingCardProps {
  state: CandidateProfileState;
}

/**
 * Her public listing: where it stands (not published, in review, changes requested or rejected
 * with Bayti's reason, listed until a date, hidden until she reconfirms, hidden by Bayti), the
 * action that fits it, what she still needs before she can submit, and her public profile's link.
 */
export function ListingCard({ state }: ListingCardProps) {
  const format = useCandidateFormat();
  const { t } = format;
  const text = useListingText();
  const { l } = text;
  const listing = useWorkerListing();
  const [confirming, setConfirming] = useState(false);
  const { status, reason, reconfirmDueAt } = state.listing;
  const missing = [
    ...state.missing.map((field) => t.fields[field]),
    ...(state.emailVerified ? [] : [l.requirements.emailVerified]),
  ];
  const canSubmit = missing.length === 0;
  const due = reconfirmDueAt ? text.longDate(reconfirmDueAt) : '';

  const actions: WorkerListingAction[] = {
    draft: ['submit'],
    in_review: ['unpublish'],
    changes_requested: ['submit'],
    rejected: ['submit'],
    listed: ['reconfirm', 'unpublish'],
    stale: ['reconfirm', 'unpublish'],
    hidden: [],
    hired: [],
  }[status] as WorkerListingAction[];
  const label = (action: WorkerListingAction) =>
    action === 'submit' && status !== 'draft' ? l.actions.resubmit : l.actions[action];

  return (
    <Card
      title={l.worker.title}
      aria-label={l.worker.title}
      headingLevel={2}
      variant="outlined"
      elementType="section"
      header={<ListingStatusBadge status={status} />}
    >
      <div className={`${layout.column} ${styles.listing}`}>
        <p className={styles.listingSummary}>{listingMeaning(l, status, due)}</p>
        {reason && <ListingReason reason={reason} />}
        {status === 'listed' && reconfirmDueAt && reconfirmIsDue(reconfirmDueAt) && (
          <p className={styles.warning}>{l.reconfirmSoon(due)}</p>
        )}
        {actions.includes('submit') && !canSubmit && (
          <>
            <p>{l.worker.missing}</p>
            <ul className={`${layout.bareList} ${styles.missing}`} aria-label={l.worker.missing}>
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {actions.length > 0 && (
          <div className={styles.listingActions}>
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'unpublish' ? 'secondary' : 'primary'}
                isDisabled={(action === 'submit' && !canSubmit) || listing.isPending}
                isPending={listing.pending === action}
                pendingLabel={label(action)}
                onPress={() => (action === 'unpublish' ? setConfirming(true) : listing.run(action))}
              >
                {label(action)}
              </Button>
            ))}
          </div>
        )}
        {state.candidateId !== null && status === 'listed' && (
          <Link href={`/candidates/${state.candidateId}`} variant="standalone" showArrow>
            {l.worker.viewPublic}
          </Link>
        )}
        <p role="status" className={layout.notice}>
          {listing.done}
        </p>
        {listing.error && !confirming && (
          <p role="alert" className={styles.error}>
            {listing.error}
          </p>
        )}
      </div>
      {confirming && (
        <FormDialog
          role="alertdialog"
          title={l.worker.unpublishTitle}
          description={l.worker.unpublishQuestion}
          labels={{ cancel: t.edit.cancel, close: t.edit.close, saving: l.actions.unpublish }}
          confirm={l.actions.unpublish}
          variant="danger"
          isPending={listing.pending === 'unpublish'}
          onCancel={() => setConfirming(false)}
          onConfirm={() => listing.run('unpublish', () => setConfirming(false))}
        >
          {listing.error && (
            <p role="alert" className={styles.error}>
              {listing.error}
            </p>
          )}
        </FormDialog>
      )}
    </Card>
  );
}
