import { USER_STATUSES, type UserStatus } from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers';

/**
 * The admin dashboard's Users list: Bayti's back-office staff directory,
 * with a department, a mobile, a status and a 4-digit PIN (Argon2id hash, never the PIN). These
 * are not sign-in accounts: `users` holds those, and a back-office entry grants no access.
 */
export const backOfficeUsers = pgTable(
  'back_office_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    department: text('department').notNull(),
    mobile: text('mobile').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    pinHash: text('pin_hash').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('back_office_users_email_unique').on(t.email),
    // The status filter, in list order (id).
    index('back_office_users_status_idx').on(t.status, t.id),
    check('back_office_users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('back_office_users_status_check', inList(t.status, USER_STATUSES)),
  ],
);
