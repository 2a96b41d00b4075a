import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import cards from '../shared/cards.module.css';
import styles from './StatCard.module.css';

export type StatCardTone = 'accent' | 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface StatCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** What is counted, e.g. "Shortlisted" or "Total Candidates". */
  label: ReactNode;
  /** The figure, already formatted, e.g. "284" or "2,847". */
  value: ReactNode;
  /** Share of the total, already formatted, e.g. "22% of total". */
  percentText?: ReactNode;
  /** A decorative icon, e.g. `<Users aria-hidden />`. */
  icon?: ReactNode;
  /** Colour of the icon's disc. */
  tone?: StatCardTone;
  /** Makes the whole card a button, e.g. to open the matching filtered list. */
  onPress?: RACButtonProps['onPress'];
  isDisabled?: boolean;
}

/** A dashboard figure: label, value and its share of the total; optionally pressable. */
export function StatCard({
  label,
  value,
  percentText,
  icon,
  tone = 'accent',
  onPress,
  isDisabled,
  className,
  ...props
}: StatCardProps) {
  const content = (
    <>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
        {percentText && <span className={styles.percent}>{percentText}</span>}
      </span>
      {icon && (
        <span aria-hidden className={clsx(cards.iconTile, styles.icon)}>
          {icon}
        </span>
      )}
    </>
  );

  if (onPress) {
    return (
      <RACButton
        {...(props as Omit<RACButtonProps, 'children' | 'className'>)}
        onPress={onPress}
        isDisabled={isDisabled}
        data-tone={tone}
        data-pressable
        className={clsx(cards.cardSurface, styles.statCard, className)}
      >
        {content}
      </RACButton>
    );
  }

  return (
    <div
      {...props}
      data-tone={tone}
      className={clsx(cards.cardSurface, styles.statCard, className)}
    >
      {content}
    </div>
  );
}
