import type { ListingReview } from '@bayti/data/contract';
import { Avatar } from '@bayti/ui';
import { useListingText } from '../../shared/listing/use-listing-text';
import { useOfficeText } from '../office/use-office-text';
import styles from './Moderation.module.css';
import { useReviewPhoto } from './use-review-photo';

type ReviewCandidate = ListingReview['candidate'];

/** Who a review or report is about: her photo (initials without one), name, and who she is. */
export function CandidateIdentity({
  candidate,
  size = 'sm',
}: {
  candidate: ReviewCandidate;
  size?: 'sm' | 'lg';
}) {
  const { nationality } = useOfficeText();
  const { position, number } = useListingText();
  const photo = useReviewPhoto(candidate.image || null);
  return (
    <span className={styles.identity}>
      <Avatar name={candidate.name} src={photo} size={size} />
      <span className={styles.identityText}>
        <span className={styles.name}>{candidate.name}</span>
        <span className={styles.muted}>
          {[
            nationality(candidate.nationality),
            position(candidate.position),
            number(candidate.age),
          ].join(' · ')}
        </span>
      </span>
    </span>
  );
}

/** Who submitted or listed a profile: the worker herself, or the agency (and its person). */
export function useSubmitter() {
  const { l, text } = useListingText();
  return (candidate: ReviewCandidate, by: { name: string } | null) =>
    candidate.source === 'worker'
      ? l.review.worker
      : text([candidate.agency?.name, by?.name].filter(Boolean).join(' · '));
}
