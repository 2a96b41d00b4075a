import { routesOf, signedIn } from './route';

const { route } = routesOf('notifications');

/** The routes of the notification centre (the bell, its page, Settings' emails); no zod at run time. */
export const notificationsRoutes = {
  notifications: route('GET', '/notifications', {
    access: signedIn('self'),
    doc: "The signed-in person's notifications, newest first, by cursor; with the unread count",
    query: 'notificationsQuerySchema',
    response: 'notificationsResponseSchema',
  }),
  unreadNotifications: route('GET', '/notifications/unread-count', {
    access: signedIn('self'),
    doc: "How many of the signed-in person's notifications are unread (the bell's badge)",
    response: 'unreadCountResponseSchema',
  }),
  /** Ids of another person's notifications change nothing. */
  markNotificationsRead: route('POST', '/notifications/read', {
    access: signedIn('self'),
    doc: "Mark some of one's own notifications read; answers the unread count",
    body: 'markNotificationsReadBodySchema',
    response: 'unreadCountResponseSchema',
  }),
  markAllNotificationsRead: route('POST', '/notifications/read-all', {
    access: signedIn('self'),
    doc: "Mark every one of one's own notifications read",
    response: 'unreadCountResponseSchema',
  }),
  emailPreferences: route('GET', '/notifications/email-preferences', {
    access: signedIn('self'),
    doc: 'Which emails the signed-in person receives, per notification type of their role',
    response: 'emailPreferencesResponseSchema',
  }),
  /** Security types (locked) and types of another role are refused (400). */
  updateEmailPreference: route('PUT', '/notifications/email-preferences/:type', {
    access: signedIn('self'),
    doc: "Turn one type's email on or off (not a security email)",
    params: 'emailPreferenceParamsSchema',
    body: 'updateEmailPreferenceBodySchema',
    response: 'emailPreferenceResponseSchema',
  }),
} as const;
