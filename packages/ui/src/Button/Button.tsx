import clsx from 'clsx';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RACButtonProps {
  /** Visual weight: one primary action per view; danger for destructive actions. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /**
   * Shown instead of the children while `isPending`, e.g. "Creating..." or "Logging in...".
   * While pending the button cannot be pressed again and screen readers hear it is busy.
   */
  pendingLabel?: string;
}

/** The action button, on react-aria-components' Button. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      className={composeRenderProps(className, (className) => clsx(styles.button, className))}
    >
      {composeRenderProps(children, (children, { isPending }) =>
        isPending ? (
          <>
            <Spinner size="sm" />
            <span>{pendingLabel ?? children}</span>
          </>
        ) : (
          children
        ),
      )}
    </RACButton>
  );
}
