import clsx from 'clsx';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Tooltip.module.css';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable trigger (a `Button`, a `Link`) and its `Tooltip`. The tooltip shows on hover
 * after `delay` (600 ms by default) and at once on keyboard focus.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export type TooltipProps = RACTooltipProps;

/**
 * A short description of its trigger, shown on hover and focus. Never put essential information or
 * interactive content in a tooltip: touch screens rarely show it.
 */
export function Tooltip({ offset = 10, className, children, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (className) => clsx(styles.tooltip, className))}
    >
      {composeRenderProps(children, (children) => (
        <>
          <OverlayArrow className={styles.arrow}>
            <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden="true">
              <path d="M0 0 L5 5 L10 0" />
            </svg>
          </OverlayArrow>
          {children}
        </>
      ))}
    </RACTooltip>
  );
}
