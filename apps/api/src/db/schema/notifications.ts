import { NOTIFICATION_TYPES, type NotificationType } from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { inList } from './sql-helpers';

/** What a notification's text is filled with (names, reasons, dates), by the catalogue's keys. */
export type EventParams = Record<string, string | number>;

/**
 * The event log (an outbox): a change someone must hear about writes a row here in the same
 * transaction as the change. A job delivers it (notifications, then email) and sets
 * delivered_at; nothing is sent from inside a request (docs/decisions/0023).
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').$type<NotificationType>().notNull(),
    /** Who is told; resolved when the event is written (the worker, her agency, the admins). */
    recipientIds: integer('recipient_ids').array().notNull(),
    params: jsonb('params').$type<EventParams>().notNull().default({}),
    /** The portal path the notification opens, e.g. /candidate/dashboard. */
    link: text('link'),
    /** Scheduled events say which occasion they are for, so a second run adds nothing. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('events_dedupe_key_unique').on(t.dedupeKey),
    index('events_undelivered_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
    check('events_type_check', inList(t.type, NOTIFICATION_TYPES)),
  ],
);

/** The bell: one row per event and recipient. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    params: jsonb('params').$type<EventParams>().notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user_unique').on(t.eventId, t.userId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One email per event and recipient: the row is claimed before the mail goes, so a retry or a
 * second server never sends it twice. skipped: the person turned that email off.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<'sending' | 'sent' | 'skipped' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check(
      'email_deliveries_state_check',
      sql`${t.state} in ('sending', 'sent', 'skipped', 'failed')`,
    ),
  ],
);

/** A person's choice to not receive the email of one notification type (security ones excepted). */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('email_preferences_type_check', inList(t.type, NOTIFICATION_TYPES)),
  ],
);
