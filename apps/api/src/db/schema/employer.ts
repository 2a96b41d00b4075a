import {
  EMPLOYER_DOCUMENT_STAGES,
  PIPELINE_ENTRY_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  SELECTION_TYPES,
  type EmployerDocumentStage,
  type PipelineEntryStatus,
  type EmployerProfile,
  type Gender,
  type MaritalStatus,
  type SelectionType,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { candidates } from './candidates';
import { inList } from './sql-helpers';

/*
 * A family's own hiring data (employer dashboard). Every row carries family_id (the client's
 * user id) and every query filters on it first, so one family never reaches another's rows.
 */

/** The family (a client's user id) a row belongs to; its rows go with the account. */
const familyColumn = () =>
  integer('family_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

const candidateColumn = () =>
  integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

/**
 * A candidate in a family's pipeline, one row per family and candidate. The *_at columns record
 * when the row last entered each status, for the analytics funnel; they are never cleared.
 */
export const pipelineEntries = pgTable(
  'pipeline_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: familyColumn(),
    candidateId: candidateColumn(),
    status: text('status').$type<PipelineEntryStatus>().notNull(),
    interviewDate: date('interview_date', { mode: 'string' }),
    /** HH:MM, UAE time. */
    interviewTime: text('interview_time'),
    selectionType: text('selection_type').$type<SelectionType>(),
    selectionDate: date('selection_date', { mode: 'string' }),
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }).notNull(),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** The UAE day a hired worker came back (within the 6-month probation). */
    returnedOn: date('returned_on', { mode: 'string' }),
    /** The UAE day the family hired the returned worker's replacement. */
    replacedOn: date('replaced_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pipeline_entries_family_candidate_unique').on(t.familyId, t.candidateId),
    // The Candidates table: default order, status tab, date filters (all within one family).
    index('pipeline_entries_family_order_idx').on(t.familyId, t.shortlistedAt, t.id),
    index('pipeline_entries_family_status_idx').on(t.familyId, t.status),
    index('pipeline_entries_family_interview_idx').on(t.familyId, t.interviewDate),
    index('pipeline_entries_family_selection_idx').on(t.familyId, t.selectionDate),
    index('pipeline_entries_candidate_idx').on(t.candidateId),
    check('pipeline_entries_status_check', inList(t.status, PIPELINE_ENTRY_STATUSES)),
    check(
      'pipeline_entries_selection_type_check',
      sql`${t.selectionType} is null or ${inList(t.selectionType, SELECTION_TYPES)}`,
    ),
    check(
      'pipeline_entries_interview_time_check',
      sql`${t.interviewTime} is null or ${t.interviewTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

/** Profiles a family opened, one row per candidate per UAE day (the analytics' viewed). */
export const candidateViews = pgTable(
  'candidate_views',
  {
    familyId: familyColumn(),
    candidateId: candidateColumn(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.candidateId, t.viewedOn] }),
    index('candidate_views_family_day_idx').on(t.familyId, t.viewedOn),
    index('candidate_views_candidate_idx').on(t.candidateId),
  ],
);

/** The recruitment of a hired candidate; the agency or an admin moves its document stage. */
export const recruitments = pgTable(
  'recruitments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pipelineEntryId: integer('pipeline_entry_id')
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: 'cascade' }),
    familyId: familyColumn(),
    candidateId: candidateColumn(),
    stage: text('stage').$type<EmployerDocumentStage>().notNull(),
    /** The UAE day the family hired the candidate (appliedDate). */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recruitments_pipeline_entry_unique').on(t.pipelineEntryId),
    index('recruitments_family_stage_idx').on(t.familyId, t.stage, t.id),
    index('recruitments_family_started_idx').on(t.familyId, t.startedAt),
    // Placements per month (admin reports).
    index('recruitments_started_idx').on(t.startedAt),
    index('recruitments_candidate_idx').on(t.candidateId),
    check('recruitments_stage_check', inList(t.stage, EMPLOYER_DOCUMENT_STAGES)),
  ],
);

/**
 * The Edit Profile dialog of a family. The name lives on users (one name per account); email
 * here is the contact email, which starts as the sign-in email.
 */
export const employerProfiles = pgTable(
  'employer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    address: text('address').notNull().default(''),
    age: integer('age'),
    gender: text('gender').$type<Gender>(),
    maritalStatus: text('marital_status').$type<MaritalStatus>(),
    nationality: text('nationality').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    income: text('income').notNull().default(''),
    family: jsonb('family').$type<EmployerProfile['family']>().notNull(),
    staff: jsonb('staff').$type<EmployerProfile['staff']>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'employer_profiles_gender_check',
      sql`${t.gender} is null or ${inList(t.gender, GENDERS)}`,
    ),
    check(
      'employer_profiles_marital_status_check',
      sql`${t.maritalStatus} is null or ${inList(t.maritalStatus, MARITAL_STATUSES)}`,
    ),
  ],
);
