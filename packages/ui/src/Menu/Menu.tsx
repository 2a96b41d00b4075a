import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  Separator,
  type SeparatorProps,
  Text,
  composeRenderProps,
} from 'react-aria-components';
import { Popover, type PopoverProps } from '../Popover';
import styles from './Menu.module.css';

export interface MenuProps<T> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger; under it, aligned to the inline end, by default. */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions or links in a popover. Put it in a `MenuTrigger` after the button that opens
 * it. `onAction` receives the `id` of the chosen item.
 */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} showArrow={false} className={styles.popover}>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (className) => clsx(styles.menu, className))}
      />
    </Popover>
  );
}

export type MenuItemVariant = 'default' | 'danger';

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /** A leading icon, e.g. `<LogOut />` from lucide-react; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** `danger` for destructive items such as Delete. */
  variant?: MenuItemVariant;
}

/** One item of a `Menu`. Give it an `id` for `onAction`, or an `href` to make it a link. */
export function MenuItem<T extends object>({
  icon,
  variant = 'default',
  textValue,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={composeRenderProps(className, (className) => clsx(styles.item, className))}
    >
      {composeRenderProps(children, (children) => (
        <>
          {icon != null && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <Text slot="label" className={styles.label}>
            {children}
          </Text>
        </>
      ))}
    </RACMenuItem>
  );
}

export type MenuSeparatorProps = SeparatorProps;

/** A line between groups of items, e.g. before Logout. */
export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <Separator {...props} className={clsx(styles.separator, className)} />;
}
