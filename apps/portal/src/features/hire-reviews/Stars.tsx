import { Star } from 'lucide-react';
import styles from './HireReviews.module.css';

export interface StarsProps {
  stars: number;
  /** What a reader hears and sees on hover: "4 out of 5 stars". */
  label: string;
}

/** 1 to 5 filled stars out of five, read as one image with its label. */
export function Stars({ stars, label }: StarsProps) {
  return (
    <span role="img" aria-label={label} title={label} className={styles.stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= Math.round(stars) ? styles.starOn : styles.starOff}
        />
      ))}
    </span>
  );
}
