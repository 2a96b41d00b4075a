import clsx from 'clsx';
import { useSyncExternalStore } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './ProgressBar.module.css';

export type ProgressBarVariant = 'default' | 'thin';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** The visible label, e.g. "Profile completion". With `variant="thin"` it names the bar without showing. */
  label?: string;
  /**
   * `default`: label, value text and a bar. `thin`: only a 4 px bar, e.g. reading progress at the
   * top of a long page; give it a `label` or an `aria-label`.
   */
  variant?: ProgressBarVariant;
  /** Shows the value text ("80%", or `valueLabel`) beside the label; true by default. */
  showValueText?: boolean;
}

/** A determinate (or, with `isIndeterminate`, ongoing) progress bar on RAC's ProgressBar. */
export function ProgressBar({
  label,
  variant = 'default',
  showValueText = true,
  className,
  ...props
}: ProgressBarProps) {
  const isThin = variant === 'thin';
  return (
    <RACProgressBar
      {...props}
      aria-label={isThin ? (props['aria-label'] ?? label) : props['aria-label']}
      data-variant={variant}
      className={composeRenderProps(className, (className) => clsx(styles.progressBar, className))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {!isThin && (label || (showValueText && !isIndeterminate)) && (
            <div className={styles.header}>
              {label && <Label className={styles.label}>{label}</Label>}
              {showValueText && !isIndeterminate && (
                <span className={styles.value}>{valueText}</span>
              )}
            </div>
          )}
          <div className={styles.track}>
            <div
              className={styles.fill}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function readScrollPercent() {
  const { scrollHeight, clientHeight } = document.documentElement;
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / scrollable) * 100)));
}

/**
 * How far the window is scrolled, 0 to 100 (whole percents), for a thin reading-progress bar:
 * `<ProgressBar variant="thin" label="Reading progress" value={useScrollProgress()} />`.
 */
export function useScrollProgress(): number {
  return useSyncExternalStore(subscribeToScroll, readScrollPercent, () => 0);
}
