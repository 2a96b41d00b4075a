import type { Notification } from '@bayti/data/contract';
import type { NotificationListItem } from '@bayti/ui';
import type { Locale } from '../../../state/locale';
import { timeAgo } from './relative-time';

/** The API's notifications as the list shows them, their times from `now`. */
export const listItems = (
  notifications: readonly Notification[],
  now: Date,
  locale: Locale,
): NotificationListItem[] =>
  notifications.map((n) => ({
    id: n.id,
    title: n.title,
    time: timeAgo(n.createdAt, now, locale),
    href: n.link,
    unread: !n.read,
  }));
