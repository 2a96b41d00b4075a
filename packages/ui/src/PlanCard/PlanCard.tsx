import clsx from 'clsx';
import { Check } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { Button } from '../Button';
import cards from '../shared/cards.module.css';
import styles from './PlanCard.module.css';

export interface PlanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The plan's name, e.g. "Standard". */
  name: string;
  /** Already formatted, e.g. "AED 245". */
  price: string;
  /** What the price buys, e.g. "/ 1 month" or "for 2 weeks". */
  period?: string;
  /** A sentence under the price. */
  description?: ReactNode;
  /** What the plan includes, each shown with a check mark. */
  features: ReactNode[];
  /** Names the feature list for screen readers, e.g. "Included". */
  featuresLabel?: string;
  /** A ribbon above the name, e.g. "MOST POPULAR" or "PREMIUM". */
  badge?: string;
  /** Draws the eye: accent border, raised, and a primary call to action. */
  highlighted?: boolean;
  /** The call to action, e.g. "Get Started Free". */
  ctaLabel: string;
  onPress?: RACButtonProps['onPress'];
  /** While true the call to action shows `pendingLabel` and cannot be pressed again. */
  isPending?: boolean;
  pendingLabel?: string;
  isDisabled?: boolean;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** An access plan on the pricing page: name, price, features and a call to action. */
export function PlanCard({
  name,
  price,
  period,
  description,
  features,
  featuresLabel,
  badge,
  highlighted = false,
  ctaLabel,
  onPress,
  isPending,
  pendingLabel,
  isDisabled,
  headingLevel = 3,
  className,
  ...props
}: PlanCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={nameId}
      {...props}
      data-highlighted={highlighted || undefined}
      className={clsx(cards.cardSurface, styles.planCard, className)}
    >
      {badge && <span className={styles.badge}>{badge}</span>}
      <Heading id={nameId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span>
        {period && <span className={styles.period}>{period}</span>}
      </p>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.features} aria-label={featuresLabel}>
        {features.map((feature, index) => (
          <li key={index} className={styles.feature}>
            <Check aria-hidden className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        className={styles.cta}
        variant={highlighted ? 'primary' : 'secondary'}
        size="lg"
        fullWidth
        onPress={onPress}
        isPending={isPending}
        pendingLabel={pendingLabel}
        isDisabled={isDisabled}
        aria-describedby={nameId}
      >
        {ctaLabel}
      </Button>
    </article>
  );
}
