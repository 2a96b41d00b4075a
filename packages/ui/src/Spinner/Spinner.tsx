import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './Spinner.module.css';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Announced to assistive technology; omit when a surrounding element already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate loading indicator. */
export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      {...props}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-size={size}
      className={clsx(styles.spinner, className)}
    />
  );
}
