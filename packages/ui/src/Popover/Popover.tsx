import clsx from 'clsx';
import {
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Popover.module.css';

export interface PopoverProps extends RACPopoverProps {
  /** Draws an arrow pointing at the trigger; true by default. */
  showArrow?: boolean;
}

/**
 * A floating panel anchored to its trigger, with an arrow. Inside a `DialogTrigger`, put a `Dialog`
 * in it; `Menu` and `Select`-like components use it for their lists.
 */
export function Popover({ showArrow = true, offset, className, children, ...props }: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 6)}
      data-arrow={showArrow || undefined}
      className={composeRenderProps(className, (className) => clsx(styles.popover, className))}
    >
      {composeRenderProps(children, (children) => (
        <>
          {showArrow && (
            <OverlayArrow className={styles.arrow}>
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {children}
        </>
      ))}
    </RACPopover>
  );
}
