import clsx from 'clsx';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as RACButton, DialogTrigger } from 'react-aria-components';
import { Dialog } from '../Modal/Dialog';
import { Popover } from '../Popover';
import styles from './NotificationBell.module.css';

export interface NotificationBellProps {
  /** How many notifications are unread; a badge shows it when above 0. */
  count: number;
  /** Above this the badge reads `${max}+`; 99 by default. */
  max?: number;
  /**
   * The button's accessible name, saying the count in words, e.g. "Notifications, 3 unread"
   * (the badge itself is not read).
   */
  label: string;
  /** The popover's heading, e.g. "Notifications". */
  title: string;
  /** Actions under the list, e.g. Mark all as read and See all. */
  footer?: ReactNode;
  /** The popover's body, e.g. a NotificationList; a function receives `close()`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** The badge's text: the count, or `${max}+` past it. */
export const badgeText = (count: number, max = 99) => (count > max ? `${max}+` : String(count));

/**
 * A bell button for a header, with the unread count as a badge, opening a popover with the latest
 * notifications (its `children`) and their actions (`footer`).
 */
export function NotificationBell({
  count,
  max = 99,
  label,
  title,
  footer,
  children,
  isOpen,
  onOpenChange,
  className,
}: NotificationBellProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <RACButton aria-label={label} className={clsx(styles.button, className)}>
        <Bell aria-hidden className={styles.icon} />
        {/* Drawn from the attribute, so only the label (the count in words) is read. */}
        {count > 0 && <span className={styles.badge} data-count={badgeText(count, max)} />}
      </RACButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog title={title} headingLevel={2} className={styles.dialog} footer={footer}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
