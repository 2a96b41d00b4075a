import { DIALLING_CODES } from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers';

/*
 * Submissions of the public site's forms. No IP address or other tracking is kept (PDPL: only
 * what the person typed). `handled` is for the admin inbox, newest first, unhandled first.
 */

/** Contact Us 'Get in Touch' messages. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** The "I am a worker" / "I am an employer" boxes. */
    worker: boolean('worker').notNull().default(false),
    employer: boolean('employer').notNull().default(false),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.handled, t.createdAt),
    check('contact_messages_country_code_check', inList(t.countryCode, DIALLING_CODES)),
  ],
);

/** 'Get Visa Services' requests. */
export const visaRequests = pgTable(
  'visa_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visa_requests_inbox_idx').on(t.handled, t.createdAt),
    check('visa_requests_country_code_check', inList(t.countryCode, DIALLING_CODES)),
  ],
);

/** Newsletter opt-ins, one row per address (stored lower-cased, like account emails). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    index('newsletter_subscribers_inbox_idx').on(t.handled, t.createdAt),
    check('newsletter_subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);
