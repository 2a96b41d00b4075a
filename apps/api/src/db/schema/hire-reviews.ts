import {
  HIRE_REVIEW_SUBJECTS,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
  type HireReviewSubject,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies } from './agencies';
import { candidates } from './candidates';
import { pipelineEntries } from './employer';
import { inList } from './sql-helpers';

/*
 * Reviews after a hire (docs/decisions/0035): a hire becomes reviewable 30 days after work
 * started (sooner when she was returned); the family rates the worker and the agency that listed
 * her, the worker rates the family; the reviews are published when both sides wrote, or 14 days
 * after it opened.
 */

/**
 * A hire (a hired pipeline row) that became reviewable: who may write, and when its reviews are
 * (or were) published. One per pipeline row, written by the hire-reviews job.
 */
export const reviewableHires = pgTable(
  'reviewable_hires',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pipelineEntryId: integer('pipeline_entry_id')
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The agency that listed her when it opened: the family rates it too. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** The worker's own account, which rates the family; null: nobody writes on her side. */
    workerUserId: integer('worker_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The UAE day work started (the accepted offer's start, else the recruitment's). */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** When its reviews are published at the latest: 14 days after it opened. */
    publishesAt: timestamp('publishes_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviewable_hires_entry_unique').on(t.pipelineEntryId),
    index('reviewable_hires_family_idx').on(t.familyId, t.openedAt),
    index('reviewable_hires_worker_idx').on(t.workerUserId, t.openedAt),
    // The publishing job: the ones still waiting, by their deadline.
    index('reviewable_hires_due_idx')
      .on(t.publishesAt)
      .where(sql`${t.publishedAt} is null`),
    check('reviewable_hires_publish_check', sql`${t.publishesAt} > ${t.openedAt}`),
  ],
);

/**
 * One review: about a worker, an agency or a family, written once per hire and subject. The
 * seeded demo reviews have no hire (reviewable_hire_id null). It is public once published and
 * while not hidden; an admin hides an abusive one with a reason.
 */
export const hireReviews = pgTable(
  'hire_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewableHireId: integer('reviewable_hire_id').references(() => reviewableHires.id, {
      onDelete: 'cascade',
    }),
    subject: text('subject').$type<HireReviewSubject>().notNull(),
    /** Who it is about: exactly one, as the subject says. */
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    familyId: integer('family_id').references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's first name and initial as at writing ("Amal M."). */
    authorName: text('author_name').notNull(),
    stars: integer('stars').notNull(),
    body: text('body').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('hire_reviews_one_per_subject')
      .on(t.reviewableHireId, t.subject)
      .where(sql`${t.reviewableHireId} is not null`),
    // Profiles and agency pages: the latest visible ones; the averages.
    index('hire_reviews_candidate_visible_idx')
      .on(t.candidateId, t.publishedAt)
      .where(sql`${t.publishedAt} is not null and ${t.hiddenAt} is null`),
    index('hire_reviews_agency_visible_idx')
      .on(t.agencyId, t.publishedAt)
      .where(sql`${t.publishedAt} is not null and ${t.hiddenAt} is null`),
    index('hire_reviews_family_idx').on(t.familyId),
    // The admins' list, newest first.
    index('hire_reviews_published_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is not null`),
    check('hire_reviews_subject_check', inList(t.subject, HIRE_REVIEW_SUBJECTS)),
    check(
      'hire_reviews_about_check',
      sql`(${t.subject} = 'worker') = (${t.candidateId} is not null) and (${t.subject} = 'agency') = (${t.agencyId} is not null) and (${t.subject} = 'family') = (${t.familyId} is not null)`,
    ),
    check(
      'hire_reviews_stars_check',
      sql`${t.stars} between ${sql.raw(String(REVIEW_STARS_MIN))} and ${sql.raw(String(REVIEW_STARS_MAX))}`,
    ),
    check(
      'hire_reviews_body_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(REVIEW_TEXT_MAX))}`,
    ),
    check('hire_reviews_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);
