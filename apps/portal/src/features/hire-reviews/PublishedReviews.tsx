import { Card } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import layout from '../shared/page/Page.module.css';
import { publishedReviewsQuery } from './queries';
import { Stars } from './Stars';
import { useReviewText } from './use-review-text';
import styles from './HireReviews.module.css';

export interface PublishedReviewsProps {
  about: 'candidate' | 'agency';
  id: number;
}

/**
 * A worker's or an agency's published reviews, below its profile: the average and the count, and
 * the latest ones (stars, text, the family's first name and initial, the month). It loads beside
 * the page and shows nothing until there is a review to show.
 */
export function PublishedReviews({ about, id }: PublishedReviewsProps) {
  const text = useReviewText();
  const { r } = text;
  const { data } = useQuery(publishedReviewsQuery(about, id));
  const average = data?.summary.average ?? null;
  if (!data || average === null) return null;
  const { summary, items } = data;
  return (
    <Card
      elementType="section"
      aria-label={r.title}
      title={r.title}
      headingLevel={2}
      variant="outlined"
      padding="lg"
    >
      <div className={styles.reviews}>
        <p className={styles.summary}>
          <Stars stars={average} label={r.stars(Math.round(average))} />
          <span className={styles.average}>{r.summary(text.average(average))}</span>
          <span className={styles.byline}>{r.count(summary.count)}</span>
        </p>
        <ul className={`${layout.bareList} ${styles.reviews}`}>
          {items.map((review) => (
            <li key={review.id}>
              <figure className={styles.review}>
                <Stars stars={review.stars} label={r.stars(review.stars)} />
                <blockquote dir="auto" className={styles.quote}>
                  {review.text}
                </blockquote>
                <figcaption className={styles.byline}>
                  {r.byline(review.author, text.month(review.month))}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
