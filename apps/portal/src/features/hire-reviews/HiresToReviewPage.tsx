import type { HireReviewState, HireToReview } from '@bayti/data/contract';
import { Button, Card, EmptyState, StatusBadge, type StatusTone } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DeferredOverlay } from '../shared/DeferredOverlay';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';
import { hiresToReviewQuery, type ReviewSide } from './queries';
import { ReviewDialog } from './ReviewDialog';
import { Stars } from './Stars';
import { useReviewText } from './use-review-text';
import styles from './HireReviews.module.css';

const TONE: Record<HireReviewState, StatusTone> = {
  waiting: 'warning',
  published: 'success',
  hidden: 'neutral',
};

export interface HiresToReviewPageProps {
  side: ReviewSide;
}

/**
 * Reviews, under the family's Recruitments (/dashboard/employer/recruitments/reviews) and the
 * worker's Offers (/dashboard/candidate/offers/reviews): the hires she may review, those still to
 * write first with Write your review; then what she wrote, private until the other side has
 * written or 14 days have passed, and once published what the other side wrote about her.
 */
export function HiresToReviewPage({ side }: HiresToReviewPageProps) {
  const t = useMessages().hireReviews;
  const text = useReviewText();
  const {
    data: { items },
  } = useSuspenseQuery(hiresToReviewQuery(side));
  const [writing, setWriting] = useState<HireToReview | null>(null);
  const [notice, setNotice] = useState('');
  const toWrite = items.filter((hire) => hire.written.length === 0 && hire.publishedAt === null);
  const others = items.filter((hire) => !toWrite.includes(hire));
  const intro = side === 'family' ? t.family : t.worker;
  const titleOf = (hire: HireToReview) =>
    side === 'family' ? t.hireOf(hire.candidate.name) : t.workFor(hire.family.name);
  const nameOf = (hire: HireToReview, subject: HireToReview['subjects'][number]) =>
    subject === 'worker'
      ? hire.candidate.name
      : subject === 'agency'
        ? (hire.agency?.name ?? '')
        : hire.family.name;

  const card = (hire: HireToReview) => (
    <li key={hire.id}>
      <Card
        elementType="article"
        aria-label={titleOf(hire)}
        variant="outlined"
        padding="lg"
        headingLevel={4}
        title={titleOf(hire)}
        footer={
          hire.written.length === 0 && hire.publishedAt === null ? (
            <div className={cards.actions}>
              <Button
                onPress={() => {
                  setNotice('');
                  setWriting(hire);
                }}
              >
                {t.write}
              </Button>
            </div>
          ) : undefined
        }
      >
        <div className={styles.reviews}>
          <p className={styles.facts}>
            <span>{t.started(text.day(hire.startedOn))}</span>
            <span>
              {hire.publishedAt
                ? t.publishedOn(text.day(hire.publishedAt))
                : t.publishesBy(text.day(hire.publishesAt))}
            </span>
          </p>
          {hire.written.length === 0 && hire.publishedAt !== null && (
            <p className={styles.byline}>{t.closed}</p>
          )}
          {hire.written.map((review) => (
            <figure key={review.subject} className={styles.review}>
              <figcaption className={styles.summary}>
                <strong>{t.reviewOf[review.subject](nameOf(hire, review.subject))}</strong>
                <Stars stars={review.stars} label={text.r.stars(review.stars)} />
                <StatusBadge tone={TONE[review.state]}>{t.state[review.state]}</StatusBadge>
              </figcaption>
              <blockquote dir="auto" className={styles.quote}>
                {review.text}
              </blockquote>
            </figure>
          ))}
          {hire.received.length > 0 && (
            <section aria-label={t.received} className={styles.reviews}>
              <h5 className={styles.partTitle}>{t.received}</h5>
              {hire.received.map((review) => (
                <figure key={review.id} className={styles.review}>
                  <Stars stars={review.stars} label={text.r.stars(review.stars)} />
                  <blockquote dir="auto" className={styles.quote}>
                    {review.text}
                  </blockquote>
                  <figcaption className={styles.byline}>
                    {text.r.byline(review.author, text.month(review.month))}
                  </figcaption>
                </figure>
              ))}
            </section>
          )}
        </div>
      </Card>
    </li>
  );

  return (
    <div className={`${layout.column} ${cards.page}`}>
      <h2 className={cards.groupTitle}>{t.title}</h2>
      <p>{intro.intro}</p>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {items.length === 0 ? (
        <EmptyState title={intro.empty} hint={intro.emptyHint} headingLevel={3} />
      ) : (
        <>
          {toWrite.length > 0 && (
            <section
              aria-labelledby="reviews-to-write"
              className={`${layout.column} ${cards.group}`}
            >
              <h3 id="reviews-to-write" className={cards.groupTitle}>
                {t.toWrite}
              </h3>
              <ul className={`${layout.bareList} ${layout.column} ${cards.list}`}>
                {toWrite.map(card)}
              </ul>
            </section>
          )}
          {others.length > 0 && (
            <section
              aria-labelledby="reviews-written"
              className={`${layout.column} ${cards.group}`}
            >
              <h3 id="reviews-written" className={cards.groupTitle}>
                {t.written}
              </h3>
              <ul className={`${layout.bareList} ${layout.column} ${cards.list}`}>
                {others.map(card)}
              </ul>
            </section>
          )}
        </>
      )}
      {writing && (
        <DeferredOverlay isOpen>
          <ReviewDialog
            side={side}
            hire={writing}
            onClose={() => setWriting(null)}
            onSaved={(saved) => {
              setWriting(null);
              setNotice(saved.publishedAt ? t.savedPublished : t.saved);
            }}
          />
        </DeferredOverlay>
      )}
    </div>
  );
}
