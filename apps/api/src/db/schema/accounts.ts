import {
  CLIENT_COUNTRIES,
  CLIENT_STATUSES,
  MAIL_LOCALES,
  ROLES,
  USER_STATUSES,
  type ClientCountry,
  type ClientStatus,
  type MailLocale,
  type Role,
  type UserStatus,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { inList } from './sql-helpers';

/** Accounts of every role. Agency owners and staff belong to one agency. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    avatar: text('avatar'),
    agencyId: integer('agency_id').references(() => agencies.id),
    /** Staff accounts carry a phone (agency Users); others may leave it empty. */
    phone: text('phone'),
    /** An INACTIVE account cannot sign in and its sessions no longer resolve. */
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    /**
     * A family's standing (admin Clients); meaningful for role client only. Suspended also sets
     * status INACTIVE, so the family cannot sign in and its sessions end.
     */
    clientStatus: text('client_status').$type<ClientStatus>().notNull().default('New'),
    /** The country a family lives in (admin Clients' filter); the UAE unless the admin says. */
    country: text('country').$type<ClientCountry>().notNull().default('UAE'),
    /**
     * When the owner opened the verification link we mailed. An unverified worker cannot be
     * published and an unverified family cannot buy a plan or contact anyone.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language Bayti writes to this person in (mail and notifications). */
    locale: text('locale').$type<MailLocale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_agency_id_idx').on(t.agencyId),
    // The agency Users list: one agency's staff, newest first, optionally by status.
    index('users_agency_role_created_idx').on(t.agencyId, t.role, t.createdAt),
    check('users_status_check', inList(t.status, USER_STATUSES)),
    // The admin Clients lists: status group and country within the clients, latest first; name search.
    index('users_role_client_status_updated_idx').on(t.role, t.clientStatus, t.updatedAt),
    index('users_role_country_idx').on(t.role, t.country, t.updatedAt),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('users_client_status_check', inList(t.clientStatus, CLIENT_STATUSES)),
    check('users_country_check', inList(t.country, CLIENT_COUNTRIES)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', inList(t.role, ROLES)),
    check('users_locale_check', inList(t.locale, MAIL_LOCALES)),
  ],
);

/**
 * Sign-in sessions. Only the SHA-256 of the bearer token is stored, so a leaked table cannot be
 * replayed. Idle expiry is last_seen_at + idle window; expires_at is the absolute end.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Password reset links. Only the SHA-256 of the emailed token is stored; a row works once
 * (used_at) and until expires_at. A new request for an account removes its earlier links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Email verification links, stored as SHA-256 hashes like the reset links: single use (the row
 * goes when it is used) and valid for 24 hours. Mailing a new link keeps the earlier ones until
 * they expire, so the mail that arrives last is not the only one that works.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);
