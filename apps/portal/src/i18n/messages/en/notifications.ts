import { plural } from '../../plural';

/**
 * English strings of the notification centre: the bell of every signed-in header and the
 * /notifications page. Always in the bundle, since the bell is in every signed-in frame; Settings'
 * Emails section, with a label per notification type, is in auth.ts.
 */
export const notifications = {
  title: 'Notifications',
  /** The bell's accessible name: the count in words. */
  bell: plural('en', { one: 'Notifications, # unread', other: 'Notifications, # unread' }),
  latest: 'Latest notifications',
  unread: 'Unread',
  empty: 'You have no notifications yet.',
  markAllRead: 'Mark all as read',
  markAllFailed: 'Failed to mark your notifications as read',
  seeAll: 'See all',
  loadFailed: 'Failed to load your notifications',
  page: {
    subtitle: 'What Bayti told you about your account, newest first.',
    list: 'All notifications',
    unread: plural('en', { one: '# unread notification', other: '# unread notifications' }),
    more: 'Show older notifications',
    loadingMore: 'Loading older notifications...',
    allRead: 'Everything is read.',
  },
};

export type NotificationMessages = typeof notifications;
