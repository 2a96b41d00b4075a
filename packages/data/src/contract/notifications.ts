import { z } from 'zod';
import type { Role } from './auth';
import { dataEnvelope, idSchema, isoDateTimeSchema } from './common';
import {
  NOTIFICATION_TYPES,
  SECURITY_NOTIFICATION_TYPES,
  type NotificationType,
} from './listing-values';

/*
 * The notification centre: the bell's notifications of the signed-in person (one row per event
 * and recipient, written by the delivery job), and which emails each person receives.
 */

/** The types whose names start with one of `prefixes`, in the catalogue's order, but `except`. */
const typesNamed = (
  prefixes: readonly string[],
  except: readonly NotificationType[] = [],
): readonly NotificationType[] =>
  NOTIFICATION_TYPES.filter(
    (type) => prefixes.some((prefix) => type.startsWith(prefix)) && !except.includes(type),
  );

/** What a worker and the agency users who list workers hear about, offers to answer among it. */
const WORKER_TYPES = typesNamed(
  [
    'account.',
    'listing.',
    'candidate.shortlisted',
    'message.',
    'interview.',
    'offer.received',
    'offer.withdrawn',
    'review.',
  ],
  // A decline is news for the family who proposed, never for the side that declined.
  ['listing.submitted', 'interview.declined'],
);

/** A worker also hears of new jobs that match her own listed profile (docs/decisions/0034). */
const CANDIDATE_TYPES = [...WORKER_TYPES, ...typesNamed(['job_post.matched'])];

/** An agency also hears of the refund cases of the workers it placed (opened, overdue). */
const AGENCY_TYPES = [
  // An agency is rated by families, but rates nobody: it is never asked for a review.
  ...WORKER_TYPES.filter((type) => type !== 'review.requested'),
  ...typesNamed(['refund_case.opened', 'refund_case.overdue']),
];

/**
 * The notification types each role hears about: what its Settings list and what the delivery
 * job may tell it. Security mails go to everyone; the Review and Reports queues' news to the
 * admins; plans, invoices and the answers to her offers to families; listings, shortlists,
 * interviews and offers to answer to the worker and the agency that lists her; refund cases to the family, the agency and (overdue) the admins.
 */
export const NOTIFICATION_TYPES_BY_ROLE: Readonly<Record<Role, readonly NotificationType[]>> = {
  admin: typesNamed(['account.', 'listing.submitted', 'report.', 'refund_case.overdue']),
  client: typesNamed(
    [
      'account.',
      'message.',
      'interview.agreed',
      'interview.declined',
      'interview.reminder',
      'interview.cancelled',
      'offer.accepted',
      'offer.declined',
      'offer.expired',
      'candidate.hired_elsewhere',
      'job_post.',
      'plan.',
      'invoice.',
      'refund_case.',
      'review.',
    ],
    ['refund_case.overdue', 'job_post.matched'],
  ),
  candidate: CANDIDATE_TYPES,
  agency: AGENCY_TYPES,
  staff: AGENCY_TYPES,
};

/** Whose email nobody can turn off (account security). */
export const isSecurityNotification = (type: NotificationType): boolean =>
  (SECURITY_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** The stored choices of one person: the types whose email they turned on or off. */
export type EmailChoices = Partial<Record<NotificationType, boolean>>;

/** Whether `role` hears about `type` at all. */
export const notifiesRole = (role: Role, type: NotificationType): boolean =>
  NOTIFICATION_TYPES_BY_ROLE[role].includes(type);

/**
 * Whether a person gets the email of `type`: always for security types; otherwise unless they
 * turned it off (no stored choice means on).
 */
export function emailWanted(choices: EmailChoices, type: NotificationType): boolean {
  if (isSecurityNotification(type)) return true;
  return choices[type] ?? true;
}

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** One notification of the bell, its title in the reader's language. */
export const notificationSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  title: z.string(),
  /** The portal path it opens (e.g. /dashboard/candidate), or null when it opens nothing. */
  link: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Most notifications a page holds. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** GET /notifications: newest first; `cursor` (a page's nextCursor) continues after it. */
export const notificationsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
export type NotificationsQueryInput = z.input<typeof notificationsQuerySchema>;

const unreadSchema = z.number().int().nonnegative();

export const notificationsResponseSchema = dataEnvelope({
  items: z.array(notificationSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The person's unread notifications, all pages. */
  unread: unreadSchema,
});
export type NotificationsPage = z.infer<typeof notificationsResponseSchema>['data'];

/** GET /notifications/unread-count, and the answer of marking some or all read. */
export const unreadCountResponseSchema = dataEnvelope({ unread: unreadSchema });
export type UnreadCount = z.infer<typeof unreadCountResponseSchema>['data'];

/** POST /notifications/read: these of the person's notifications are read (others' ids change nothing). */
export const markNotificationsReadBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(NOTIFICATIONS_PAGE_MAX),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** One type's email, as Settings shows it: locked ones (security) are always on. */
export const emailPreferenceSchema = z.object({
  type: notificationTypeSchema,
  email: z.boolean(),
  locked: z.boolean(),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** GET /notifications/email-preferences: every type of the person's role, in catalogue order. */
export const emailPreferencesResponseSchema = dataEnvelope({
  items: z.array(emailPreferenceSchema),
});
export type EmailPreferences = z.infer<typeof emailPreferencesResponseSchema>['data'];

export const emailPreferenceParamsSchema = z.object({ type: notificationTypeSchema });
export type EmailPreferenceParams = z.infer<typeof emailPreferenceParamsSchema>;

/** PUT /notifications/email-preferences/:type: that type's email on or off. */
export const updateEmailPreferenceBodySchema = z.strictObject({ email: z.boolean() });
export type UpdateEmailPreferenceBody = z.infer<typeof updateEmailPreferenceBodySchema>;

export const emailPreferenceResponseSchema = dataEnvelope({ item: emailPreferenceSchema });
