import {
  CANDIDATE_POSITIONS,
  DAY_KEYS,
  EMIRATES,
  JOB_POST_STATUSES,
  OFFER_ACCOMMODATIONS,
  WORK_TYPES,
  type CandidatePosition,
  type DayKey,
  type Emirate,
  type JobPostStatus,
  type OfferAccommodation,
  type WorkType,
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
import { candidates } from './candidates';
import { pipelineEntries } from './employer';
import { inList } from './sql-helpers';

/**
 * A job a family posts (Bayti issue 17, docs/decisions/0034). Listed on /jobs only while `open`,
 * which an admin's approval sets; every edit sends it back to `in_review`.
 */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text('position').$type<CandidatePosition>().notNull(),
    workType: text('work_type').$type<WorkType>().notNull(),
    emirate: text('emirate').$type<Emirate>().notNull(),
    salaryMinAed: integer('salary_min_aed').notNull(),
    salaryMaxAed: integer('salary_max_aed').notNull(),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    duties: text('duties').notNull(),
    dayOff: text('day_off').$type<DayKey>().notNull(),
    accommodation: text('accommodation').$type<OfferAccommodation>().notNull(),
    languages: text('languages').array().notNull(),
    status: text('status').$type<JobPostStatus>().notNull(),
    /** The admin's reason for a rejection or a request for changes. */
    reviewReason: text('review_reason'),
    /** When it was (last) sent to review: the queue is first come, first served. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** When an admin last approved it: the public list's order. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the matching workers were told of it (once, on its first approval). */
    matchesNotifiedAt: timestamp('matches_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('job_posts_family_created_idx').on(t.familyId, t.createdAt),
    // The review queue, first come, first served.
    index('job_posts_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'in_review'`),
    // The public list, newest first, and its filters (each with the list's order).
    index('job_posts_open_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_posts_open_position_idx')
      .on(t.position, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_posts_open_emirate_idx')
      .on(t.emirate, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('job_posts_open_work_type_idx')
      .on(t.workType, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    // The matching job: approved posts whose workers were not told yet.
    index('job_posts_matches_due_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open' and ${t.matchesNotifiedAt} is null`),
    check('job_posts_status_check', inList(t.status, JOB_POST_STATUSES)),
    check('job_posts_position_check', inList(t.position, CANDIDATE_POSITIONS)),
    check('job_posts_work_type_check', inList(t.workType, WORK_TYPES)),
    check('job_posts_emirate_check', inList(t.emirate, EMIRATES)),
    check('job_posts_day_off_check', inList(t.dayOff, DAY_KEYS)),
    check('job_posts_accommodation_check', inList(t.accommodation, OFFER_ACCOMMODATIONS)),
    check(
      'job_posts_salary_check',
      sql`${t.salaryMinAed} > 0 and ${t.salaryMaxAed} >= ${t.salaryMinAed}`,
    ),
    check('job_posts_published_check', sql`${t.status} <> 'open' or ${t.publishedAt} is not null`),
  ],
);

/**
 * A worker's application to a job post: one per worker and post. It puts her on the family's
 * pipeline (the row it points at), which reads "Applied" with the note.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    pipelineEntryId: integer('pipeline_entry_id')
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('job_applications_post_candidate_unique').on(t.jobPostId, t.candidateId),
    // Her applications, newest first; the pipeline row's latest.
    index('job_applications_candidate_created_idx').on(t.candidateId, t.createdAt),
    index('job_applications_entry_created_idx').on(t.pipelineEntryId, t.createdAt),
  ],
);
