import clsx from 'clsx';
import {
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Field.module.css';

export type FieldPopoverProps = RACPopoverProps;

/**
 * The floating surface of a field (Select's list, DatePicker's calendar), in a portal. In its own
 * module so fields without one (TextField, Checkbox, Slider) do not bring react-aria's overlay
 * code onto a page with their Label (page budgets).
 */
export function FieldPopover({ className, offset = 4, ...props }: FieldPopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset}
      className={composeRenderProps(className, (className) => clsx(styles.popover, className))}
    />
  );
}
