import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './StatusBadge.module.css';

export type StatusTone = 'success' | 'info' | 'danger' | 'warning' | 'neutral';

const toneByStatus: Readonly<Record<string, StatusTone>> = {
  hired: 'success',
  selected: 'info',
  rejected: 'danger',
  interviewed: 'warning',
  // The employer pipeline spells the same stage "interview".
  interview: 'warning',
};

/**
 * The colour of a pipeline status: hired green, selected blue, rejected red,
 * interviewed yellow, every other status grey. Case-insensitive; surrounding spaces are ignored.
 */
export function statusTone(status: string): StatusTone {
  return toneByStatus[status.trim().toLowerCase()] ?? 'neutral';
}

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The status key, e.g. "hired" or "Rejected"; it picks the tone through `statusTone` and is the
   * visible text when no `children` are given.
   */
  status?: string;
  /** The visible, translated text, e.g. "Hired" or "تم التوظيف". Defaults to `status`. */
  children?: ReactNode;
  /** Overrides the tone derived from `status`. */
  tone?: StatusTone;
  size?: 'sm' | 'md';
  /** Shows a small dot before the text. */
  withDot?: boolean;
}

/** A small coloured label for a status: hired, selected, rejected, paid, pending... */
export function StatusBadge({
  status,
  children,
  tone,
  size = 'md',
  withDot = false,
  className,
  ...props
}: StatusBadgeProps) {
  const resolvedTone = tone ?? (status ? statusTone(status) : 'neutral');
  return (
    <span
      {...props}
      data-tone={resolvedTone}
      data-size={size}
      className={clsx(styles.badge, className)}
    >
      {withDot && <span aria-hidden className={styles.dot} />}
      {children ?? status}
    </span>
  );
}
