import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './FormMessage.module.css';

export interface FormMessageProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** `success` is announced politely (a status), `error` at once (an alert). */
  tone: 'success' | 'error';
  /** `sm` in a compact card or dialog (the account forms), `md` in a page's form. */
  size?: 'sm' | 'md';
  /** The translated outcome; while empty the line is hidden. */
  children?: string | undefined;
}

/** A form's outcome above its submit button: green when it worked, red when it failed. */
export function FormMessage({
  tone,
  size = 'md',
  className,
  children,
  ...props
}: FormMessageProps) {
  return (
    <p
      {...props}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-size={size}
      className={clsx(styles.message, className)}
    >
      {children}
    </p>
  );
}
