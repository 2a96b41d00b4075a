import clsx from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  type PressEvent,
  composeRenderProps,
} from 'react-aria-components';
import styles from './ScrollToTop.module.css';

export interface ScrollToTopProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /** The button's accessible name, e.g. "Back to top". */
  label: string;
  /** How far, in pixels, the window must be scrolled before the button appears; 300 by default. */
  threshold?: number;
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A floating button in the bottom inline-end corner that appears once the window is scrolled past
 * `threshold` and scrolls smoothly back to the top (instantly under reduced motion).
 */
export function ScrollToTop({
  label,
  threshold = 300,
  onPress,
  className,
  ...props
}: ScrollToTopProps) {
  const isVisible = useSyncExternalStore(
    subscribeToScroll,
    useCallback(() => window.scrollY > threshold, [threshold]),
    () => false,
  );

  if (!isVisible) return null;

  return (
    <RACButton
      {...props}
      aria-label={label}
      onPress={(event: PressEvent) => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        onPress?.(event);
      }}
      className={composeRenderProps(className, (className) => clsx(styles.scrollToTop, className))}
    >
      <ArrowUp aria-hidden className={styles.icon} />
    </RACButton>
  );
}
