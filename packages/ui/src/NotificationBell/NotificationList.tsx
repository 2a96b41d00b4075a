import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button as RACButton, Link as RACLink, VisuallyHidden } from 'react-aria-components';
import styles from './NotificationList.module.css';

export interface NotificationListItem {
  id: number | string;
  /** What happened, e.g. "Your listing of Maria is live". */
  title: string;
  /** When, as the reader reads it, e.g. "2 hours ago". */
  time: string;
  /** Where it leads; without one, pressing it only marks it read. */
  href?: string | null;
  unread: boolean;
}

export interface NotificationListProps {
  items: NotificationListItem[];
  /** Accessible name of the list, e.g. "Notifications". */
  label: string;
  /** Read after an unread item's title, e.g. "Unread". */
  unreadLabel: string;
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  /** Called when an item is opened (followed or pressed). */
  onOpen?: (item: NotificationListItem) => void;
  className?: string;
}

/**
 * Notifications, newest first: each a link to where it leads (or a button when it leads nowhere),
 * unread ones marked with a dot and in bold. Used in a NotificationBell's popover and on a page of
 * all notifications.
 */
export function NotificationList({
  items,
  label,
  unreadLabel,
  empty,
  onOpen,
  className,
}: NotificationListProps) {
  if (items.length === 0) return <p className={clsx(styles.empty, className)}>{empty}</p>;
  return (
    <ul aria-label={label} className={clsx(styles.list, className)}>
      {items.map((item) => {
        const content = (
          <>
            <span aria-hidden className={styles.dot} data-unread={item.unread || undefined} />
            <span className={styles.text}>
              <span className={styles.title}>{item.title}</span>
              {item.unread && <VisuallyHidden>{unreadLabel}</VisuallyHidden>}
              <span className={styles.time}>{item.time}</span>
            </span>
          </>
        );
        const common = {
          className: styles.item,
          'data-unread': item.unread || undefined,
          onPress: () => onOpen?.(item),
        };
        return (
          <li key={item.id}>
            {item.href ? (
              <RACLink {...common} href={item.href}>
                {content}
              </RACLink>
            ) : (
              <RACButton {...common}>{content}</RACButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
