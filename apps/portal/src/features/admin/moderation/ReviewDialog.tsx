import type { ListingReview } from '@bayti/data/contract';
import { Button, Dialog, Modal } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../../shared/error-message';
import layout from '../../shared/page/Page.module.css';
import { ListingStatusBadge } from '../../shared/listing/ListingStatusBadge';
import { useListingText } from '../../shared/listing/use-listing-text';
import { useOfficeText } from '../office/use-office-text';
import { CandidateIdentity, useSubmitter } from './CandidateIdentity';
import { decideReview } from './decide-review';
import styles from './Moderation.module.css';

export type ReviewStep = 'reject' | 'request_changes';

export interface ReviewDialogProps {
  review: ListingReview;
  onClose: () => void;
  /** Reject or Request changes: the page asks for the reason in their own dialog. */
  onStep: (step: ReviewStep) => void;
  onApproved: () => void;
}

const APPROVE_FAILED = 'Failed to approve the profile';

/**
 * A pending review opened from the queue: who she is, who submitted what and when, and for a
 * change each public field before and after; Approve lists her at once, Reject and Request
 * changes ask for the reason her worker or agency will read.
 */
export function ReviewDialog({ review, onClose, onStep, onApproved }: ReviewDialogProps) {
  const { t } = useOfficeText();
  const { l, dateTime, text } = useListingText();
  const submitter = useSubmitter();
  const r = l.review;
  const approve = useMutation({
    mutationFn: () => decideReview(review.id, { decision: 'approve' }, APPROVE_FAILED),
    onSuccess: onApproved,
  });
  const { candidate } = review;
  return (
    <Modal
      isOpen
      isDismissable={!approve.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog
        title={r.detailTitle(candidate.name)}
        closeLabel={t.common.close}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onPress={onClose} isDisabled={approve.isPending}>
              {t.common.close}
            </Button>
            <Button
              variant="secondary"
              onPress={() => onStep('request_changes')}
              isDisabled={approve.isPending}
            >
              {r.requestChanges}
            </Button>
            <Button
              variant="danger"
              onPress={() => onStep('reject')}
              isDisabled={approve.isPending}
            >
              {r.reject}
            </Button>
            <Button
              onPress={() => approve.mutate()}
              isPending={approve.isPending}
              pendingLabel={r.approve}
            >
              {r.approve}
            </Button>
          </div>
        }
      >
        <div className={`${layout.column} ${styles.body}`}>
          {approve.isError && (
            <p role="alert" className={layout.dangerBox}>
              {failureMessage(approve.error, APPROVE_FAILED, r.approveFailed)}
            </p>
          )}
          <CandidateIdentity candidate={candidate} size="lg" />
          <dl className={styles.facts}>
            <div>
              <dt>{r.columns.kind}</dt>
              <dd>{r.kinds[review.kind]}</dd>
            </div>
            <div>
              <dt>{r.columns.submittedBy}</dt>
              <dd>{submitter(candidate, review.submittedBy)}</dd>
            </div>
            <div>
              <dt>{r.columns.submittedAt}</dt>
              <dd>{dateTime(review.submittedAt)}</dd>
            </div>
            <div>
              <dt>{l.managed.column}</dt>
              <dd>
                <ListingStatusBadge status={candidate.status} size="sm" />
              </dd>
            </div>
          </dl>
          {review.changes.length > 0 && (
            <table className={styles.changes}>
              <caption className={styles.caption}>{r.changedFields}</caption>
              <thead>
                <tr>
                  <th scope="col">{r.field}</th>
                  <th scope="col">{r.before}</th>
                  <th scope="col">{r.after}</th>
                </tr>
              </thead>
              <tbody>
                {review.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{fieldName(l, change.field)}</th>
                    <td>{text(change.before)}</td>
                    <td>{text(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <section aria-labelledby={`review-${review.id}-fields`}>
            <h3 id={`review-${review.id}-fields`} className={styles.caption}>
              {r.publicFields}
            </h3>
            <dl className={styles.facts}>
              {review.publicFields.map(({ field, value }) => (
                <div key={field}>
                  <dt>{fieldName(l, field)}</dt>
                  <dd>{text(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </Dialog>
    </Modal>
  );
}

/** A public field's name in the reader's language; a field we have no name for as the server gives it. */
export const fieldName = (l: ReturnType<typeof useListingText>['l'], field: string): string =>
  l.fields[field] ?? field;
