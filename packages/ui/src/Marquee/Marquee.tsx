import clsx from 'clsx';
import {
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
  useState,
  useSyncExternalStore,
} from 'react';
import styles from './Marquee.module.css';

export interface MarqueeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The entries of the strip, e.g. nationality chips or testimonial cards. */
  children: ReactNode;
  /** Names the strip as a region for assistive technology, e.g. "Maids by nationality". */
  label?: string;
  /** Seconds for one full loop; 40 by default. Longer is slower. */
  duration?: number;
  /** Stops the strip where it is, e.g. behind a pause button. It also pauses on hover and focus. */
  isPaused?: boolean;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(reducedMotionQuery).matches ?? false;

/**
 * A continuous horizontal strip that loops its children seamlessly: they are rendered twice and
 * the track moves by half its width. It pauses while hovered or focused, runs the other way in
 * Arabic, and under reduced motion it stands still and scrolls by hand instead. The second copy
 * is hidden from assistive technology and cannot take focus.
 */
export function Marquee({
  children,
  label,
  duration = 40,
  isPaused = false,
  className,
  style,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: MarqueeProps) {
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const isStatic = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const paused = isPaused || isHovered || isFocusWithin;

  return (
    <div
      {...props}
      role={label ? 'region' : props.role}
      aria-label={label ?? props['aria-label']}
      // Under reduced motion the strip scrolls by hand, so keyboard users must be able to reach it.
      tabIndex={isStatic ? 0 : props.tabIndex}
      data-paused={paused || undefined}
      data-static={isStatic || undefined}
      className={clsx(styles.marquee, className)}
      style={{ ...style, '--marquee-duration': `${duration}s` } as CSSProperties}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setFocusWithin(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusWithin(false);
        onBlur?.(event);
      }}
    >
      <div className={styles.track}>
        <div className={styles.group}>{children}</div>
        <div className={styles.group} aria-hidden="true" inert>
          {children}
        </div>
      </div>
    </div>
  );
}
