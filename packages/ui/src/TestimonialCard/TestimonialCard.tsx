import clsx from 'clsx';
import { Quote, Star } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Avatar } from '../Avatar';
import cards from '../shared/cards.module.css';
import styles from './TestimonialCard.module.css';

export interface TestimonialCardProps extends HTMLAttributes<HTMLElement> {
  /** Who said it, e.g. "Sarah Al Mansoori". */
  name: string;
  /** Who they are, e.g. "Mother of two, Dubai". */
  role?: string;
  /** What they said, without quotation marks (the card draws its own). */
  quote: ReactNode;
  /** Stars out of five; whole stars, 0 to 5. */
  rating?: number;
  /** How the rating is read aloud, e.g. "Rated 5 out of 5". */
  ratingLabel: string;
  /** Photo URL; without one the initial of the name is shown. */
  avatarSrc?: string;
}

const STARS = 5;

/** A family's testimonial (Home): quote, five stars, name and role. */
export function TestimonialCard({
  name,
  role,
  quote,
  rating = STARS,
  ratingLabel,
  avatarSrc,
  className,
  ...props
}: TestimonialCardProps) {
  const filled = Math.min(Math.max(Math.round(rating), 0), STARS);
  return (
    <figure {...props} className={clsx(cards.cardSurface, styles.testimonialCard, className)}>
      <div className={styles.top}>
        <div role="img" aria-label={ratingLabel} className={styles.stars}>
          {Array.from({ length: STARS }, (_, index) => (
            <Star
              key={index}
              aria-hidden
              className={styles.star}
              data-filled={index < filled || undefined}
            />
          ))}
        </div>
        <Quote aria-hidden className={styles.quoteMark} />
      </div>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Avatar name={name} src={avatarSrc} alt="" size="md" />
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          {role && <span className={styles.role}>{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
