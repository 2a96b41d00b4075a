import type { AdminHireReview } from '@bayti/data/contract';
import { Button, Card, EmptyState, Link, StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DeferredOverlay } from '../shared/DeferredOverlay';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { HideReviewDialog } from './HideReviewDialog';
import { adminHireReviewsQuery } from './queries';
import type { AdminReviewsSearch } from './search';
import { Stars } from './Stars';
import { useReviewText } from './use-review-text';
import styles from './HireReviews.module.css';

export interface AdminHireReviewsPageProps {
  search: AdminReviewsSearch;
}

/**
 * Moderation › Reviews (/dashboard/admin/hire-reviews): the published reviews, newest first, each
 * with whom it is about and Hide, which asks for a reason; a hidden one says who hid it and why.
 * Older ones a page at a time.
 */
export function AdminHireReviewsPage({ search }: AdminHireReviewsPageProps) {
  const t = useMessages().hireReviews;
  const a = t.admin;
  const text = useReviewText();
  const {
    data: { items, nextBefore },
  } = useSuspenseQuery(adminHireReviewsQuery(search.before));
  const [hiding, setHiding] = useState<AdminHireReview | null>(null);
  const [notice, setNotice] = useState('');

  return (
    <div className={`${layout.column} ${cards.page}`}>
      <p>{a.intro}</p>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {items.length === 0 ? (
        <EmptyState title={a.empty} headingLevel={2} />
      ) : (
        <ul className={`${layout.bareList} ${layout.column} ${cards.list}`}>
          {items.map((review) => {
            const title = a.about(a.subjects[review.subject], review.about.name);
            return (
              <li key={review.id}>
                <Card
                  elementType="article"
                  aria-label={title}
                  variant="outlined"
                  padding="lg"
                  headingLevel={2}
                  title={title}
                  header={
                    review.hidden ? (
                      <StatusBadge tone="neutral">{t.state.hidden}</StatusBadge>
                    ) : undefined
                  }
                  footer={
                    review.hidden ? undefined : (
                      <div className={cards.actions}>
                        <Button
                          variant="danger"
                          onPress={() => {
                            setNotice('');
                            setHiding(review);
                          }}
                        >
                          {a.hide}
                        </Button>
                      </div>
                    )
                  }
                >
                  <figure className={styles.review}>
                    <Stars stars={review.stars} label={text.r.stars(review.stars)} />
                    <blockquote dir="auto" className={styles.quote}>
                      {review.text}
                    </blockquote>
                    <figcaption className={styles.byline}>
                      {text.r.byline(review.author, text.day(review.publishedAt))}
                    </figcaption>
                  </figure>
                  {review.hidden && (
                    <p className={styles.byline}>
                      {review.hidden.by
                        ? a.hiddenBy(review.hidden.by, review.hidden.reason)
                        : a.hiddenByBayti(review.hidden.reason)}
                    </p>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {nextBefore !== null && (
        <Link href={`/dashboard/admin/hire-reviews?before=${nextBefore}`} variant="standalone">
          {a.more}
        </Link>
      )}
      {hiding && (
        <DeferredOverlay isOpen>
          <HideReviewDialog
            review={hiding}
            onClose={() => setHiding(null)}
            onHidden={(hidden) => {
              setHiding(null);
              setNotice(a.hidden(hidden.author));
            }}
          />
        </DeferredOverlay>
      )}
    </div>
  );
}
