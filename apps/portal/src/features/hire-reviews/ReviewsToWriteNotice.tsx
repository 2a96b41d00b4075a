import { Link } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/use-messages';
import { hiresToReviewQuery, type ReviewSide } from './queries';
import styles from './HireReviews.module.css';

/** Where each side writes its reviews. */
export const REVIEWS_PATHS = {
  family: '/dashboard/employer/recruitments/reviews',
  worker: '/dashboard/candidate/offers/reviews',
} as const;

export interface ReviewsToWriteNoticeProps {
  side: ReviewSide;
}

/**
 * Above the family's Recruitments and the worker's Offers while a hire waits for her review: how
 * many, and the link to write them. It loads beside the page and shows nothing otherwise.
 */
export function ReviewsToWriteNotice({ side }: ReviewsToWriteNoticeProps) {
  const t = useMessages().hireReviews;
  const { data } = useQuery(hiresToReviewQuery(side));
  const waiting = (data?.items ?? []).filter(
    (hire) => hire.written.length === 0 && hire.publishedAt === null,
  ).length;
  if (waiting === 0) return null;
  return (
    <aside aria-label={t.toWrite} className={styles.pending}>
      <span>{t.pending(waiting)}</span>
      <Link href={REVIEWS_PATHS[side]} variant="standalone">
        {t.pendingLink}
      </Link>
    </aside>
  );
}
