import {
  NOTIFICATION_TYPES_BY_ROLE,
  isSecurityNotification,
  type EmailPreference,
  type Notification,
  type NotificationType,
  type Role,
} from '@bayti/data/contract';
import { apiError, mockSignedInEndpoint, VALIDATION_MESSAGE } from './endpoint-handler';

/*
 * The notification centre: a few notifications (two unread) and every email on. The default
 * handlers answer without keeping anything, so every story starts from the same bell; a story
 * that marks or switches something uses its own world (`notificationWorld(...)`), which keeps
 * what it is told for that story.
 */

export const EMAIL_LOCKED_MESSAGE =
  'Security emails about your account are always sent and cannot be turned off.';

/** The bell's notifications, newest first (STORY_NOW is 2026-11-22 10:00 in Dubai). */
export const mockNotifications: Notification[] = [
  {
    id: 3,
    type: 'plan.activated',
    title: 'Your Gold plan is active',
    link: '/dashboard/employer',
    createdAt: '2026-11-22T05:40:00.000Z',
    read: false,
  },
  {
    id: 2,
    type: 'invoice.issued',
    title: 'Invoice INV-2026-0042 issued',
    link: '/dashboard/employer/invoices',
    createdAt: '2026-11-21T16:10:00.000Z',
    read: false,
  },
  {
    id: 1,
    type: 'account.signup_attempt',
    title: 'Someone tried to sign up with your email',
    link: null,
    createdAt: '2026-11-18T08:00:00.000Z',
    read: true,
  },
];

/** `count` notifications, newest first, every one unread: a long list, a full badge. */
export const manyNotifications = (count: number): Notification[] =>
  Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return {
      id,
      type: 'candidate.shortlisted' as const,
      title: `A family shortlisted worker number ${id}`,
      link: '/dashboard/candidate',
      createdAt: new Date(Date.UTC(2026, 10, 22, 5, 0) - index * 3_600_000).toISOString(),
      read: false,
    };
  });

export interface NotificationWorld {
  notifications: Notification[];
  /** Stored email choices, by user id and type. */
  choices: Map<string, boolean>;
  /** Whether marking and switching are kept (a story's own world) or only answered. */
  keeps: boolean;
}

const preferencesOf = (world: NotificationWorld, user: { id: number; role: Role }) =>
  NOTIFICATION_TYPES_BY_ROLE[user.role].map((type): EmailPreference => ({
    type,
    email: isSecurityNotification(type) || (world.choices.get(`${user.id}:${type}`) ?? true),
    locked: isSecurityNotification(type),
  }));

const unreadOf = (notifications: readonly Notification[]) =>
  notifications.filter((n) => !n.read).length;

/** The handlers of one world of notifications. */
export function notificationWorld(
  notifications: readonly Notification[] = mockNotifications,
  keeps = true,
) {
  const world: NotificationWorld = {
    notifications: notifications.map((n) => ({ ...n })),
    choices: new Map(),
    keeps,
  };
  const markRead = (ids: readonly number[] | 'all') => {
    const marked = world.notifications.map((n) =>
      ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n,
    );
    if (world.keeps) world.notifications = marked;
    return { data: { unread: unreadOf(marked) } };
  };
  return [
    mockSignedInEndpoint('unreadNotifications', () => ({
      data: { unread: unreadOf(world.notifications) },
    })),
    mockSignedInEndpoint('notifications', ({ query }) => {
      const start = query.cursor
        ? world.notifications.findIndex((n) => String(n.id) === query.cursor) + 1
        : 0;
      if (start === 0 && query.cursor) {
        return apiError('validation', VALIDATION_MESSAGE, {
          cursor:
            'This page of notifications is no longer available. Please start again from the newest.',
        });
      }
      const items = world.notifications.slice(start, start + query.limit);
      const more = start + query.limit < world.notifications.length;
      return {
        data: {
          items,
          nextCursor: more ? String(items.at(-1)!.id) : null,
          unread: unreadOf(world.notifications),
        },
      };
    }),
    mockSignedInEndpoint('markNotificationsRead', ({ body }) => markRead(body.ids)),
    mockSignedInEndpoint('markAllNotificationsRead', () => markRead('all')),
    mockSignedInEndpoint('emailPreferences', ({ user }) => ({
      data: { items: preferencesOf(world, user) },
    })),
    mockSignedInEndpoint('updateEmailPreference', ({ user, params, body }) => {
      const type: NotificationType = params.type;
      if (isSecurityNotification(type)) {
        return apiError('validation', EMAIL_LOCKED_MESSAGE, { type: EMAIL_LOCKED_MESSAGE });
      }
      if (world.keeps) world.choices.set(`${user.id}:${type}`, body.email);
      return { data: { item: { type, email: body.email, locked: false } } };
    }),
  ];
}

/** Every story's bell: the fixtures, nothing kept. */
export const notificationHandlers = notificationWorld(mockNotifications, false);
