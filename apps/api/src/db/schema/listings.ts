import {
  FEE_REPORT_STATES,
  LISTING_REVIEW_KINDS,
  LISTING_REVIEW_STATES,
  MODERATION_ACTIONS,
  MODERATION_TARGETS,
  PROFILE_REPORT_REASONS,
  PROFILE_REPORT_STATES,
  type FeeReportState,
  type ListingReviewKind,
  type ListingReviewState,
  type ModerationAction,
  type ModerationTarget,
  type ProfileReportReason,
  type ProfileReportState,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { candidates } from './candidates';
import { inList } from './sql-helpers';

/**
 * The admin Review queue: one row per submission of a public profile, new or changed. At most
 * one is pending per profile; the decided ones stay as its history.
 */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingReviewKind>().notNull(),
    /** The public fields that changed since the last approval (empty for a new listing). */
    changedFields: text('changed_fields').array().notNull().default([]),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    state: text('state').$type<ListingReviewState>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's reason (required to reject or request changes); the owner sees it. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('listing_reviews_one_pending_idx')
      .on(t.candidateId)
      .where(sql`${t.state} = 'pending'`),
    // The queue: pending first-come first-served; a profile's history newest first.
    index('listing_reviews_state_submitted_idx').on(t.state, t.submittedAt, t.id),
    index('listing_reviews_candidate_idx').on(t.candidateId, t.submittedAt),
    check('listing_reviews_kind_check', inList(t.kind, LISTING_REVIEW_KINDS)),
    check('listing_reviews_state_check', inList(t.state, LISTING_REVIEW_STATES)),
  ],
);

/**
 * Every moderation action on another person's data (approve, reject, hide, deactivate, resolve a
 * report), append-only: who, when, why, and the state before and after.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>().notNull(),
    targetType: text('target_type').$type<ModerationTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('moderation_actions_created_idx').on(t.createdAt),
    check('moderation_actions_action_check', inList(t.action, MODERATION_ACTIONS)),
    check('moderation_actions_target_check', inList(t.targetType, MODERATION_TARGETS)),
  ],
);

/** A family's report on a public profile; open ones wait in the admin Reports queue. */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ProfileReportReason>().notNull(),
    note: text('note').notNull().default(''),
    state: text('state').$type<ProfileReportState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [
    // One open report per family and profile: a second one adds nothing to the queue.
    uniqueIndex('profile_reports_one_open_idx')
      .on(t.candidateId, t.reporterId)
      .where(sql`${t.state} = 'open'`),
    index('profile_reports_state_created_idx').on(t.state, t.createdAt, t.id),
    check('profile_reports_reason_check', inList(t.reason, PROFILE_REPORT_REASONS)),
    check('profile_reports_state_check', inList(t.state, PROFILE_REPORT_STATES)),
  ],
);

/**
 * A worker's report that she was asked to pay a fee (a worker never pays): who asked, what
 * happened, and what Bayti did, with who and when. Urgent in the admins' Reports queue.
 */
export const feeReports = pgTable(
  'fee_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    askedBy: text('asked_by').notNull(),
    note: text('note').notNull(),
    state: text('state').$type<FeeReportState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [
    index('fee_reports_state_created_idx').on(t.state, t.createdAt, t.id),
    check('fee_reports_state_check', inList(t.state, FEE_REPORT_STATES)),
  ],
);
