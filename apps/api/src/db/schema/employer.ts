import {
  AGENCY_DEFAULT_PLACEMENT_FEE_AED,
  AGENCY_RECRUITMENT_STAGES,
  AGENCY_TO_EMPLOYER_STAGE,
  PIPELINE_ENTRY_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  SELECTION_TYPES,
  type AgencyRecruitmentStage,
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
  numeric,
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

/** The family's document stage of an agency stage, as SQL (a generated column's expression). */
const employerStageCase = (column: string) =>
  `case ${column} ${Object.entries(AGENCY_TO_EMPLOYER_STAGE)
    .map(([agency, employer]) => `when '${agency}' then '${employer}'`)
    .join(' ')} end`;

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

/**
 * The recruitment of a hired candidate. The managing agency (or an admin) moves it through the
 * agency's eight stages (agency_stage); the family's document stage (stage) is derived from it by
 * the database (AGENCY_TO_EMPLOYER_STAGE in the contract), so the two never disagree:
 *   offerLetter -> offerLetter; preMedical, qvc -> medical; pcc -> otherDocuments; visa -> visa;
 *   ticket -> ticket; pregnancyTest, deployed -> pregnancyTest.
 * The offer letter is reached on started_on; every later stage records the UAE day it was
 * reached (*_on). Money: amount_payable is the agency's fee for the placement (paid by the
 * family, never by the worker), payments received are rows of recruitment_payments.
 */
export const recruitments = pgTable(
  'recruitments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pipelineEntryId: integer('pipeline_entry_id')
      .notNull()
      .references(() => pipelineEntries.id, { onDelete: 'cascade' }),
    familyId: familyColumn(),
    candidateId: candidateColumn(),
    agencyStage: text('agency_stage')
      .$type<AgencyRecruitmentStage>()
      .notNull()
      .default('offerLetter'),
    stage: text('stage')
      .$type<EmployerDocumentStage>()
      .notNull()
      .generatedAlwaysAs(sql.raw(employerStageCase('agency_stage'))),
    /** The UAE day the family hired the candidate (appliedDate), also the offer letter's day. */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    preMedicalOn: date('pre_medical_on', { mode: 'string' }),
    qvcOn: date('qvc_on', { mode: 'string' }),
    pccOn: date('pcc_on', { mode: 'string' }),
    visaOn: date('visa_on', { mode: 'string' }),
    ticketOn: date('ticket_on', { mode: 'string' }),
    pregnancyTestOn: date('pregnancy_test_on', { mode: 'string' }),
    deployedOn: date('deployed_on', { mode: 'string' }),
    ticketAirline: text('ticket_airline'),
    ticketFlightNo: text('ticket_flight_no'),
    /** Arrival in the UAE: the UAE day and time (HH:MM). */
    ticketArrivalDate: date('ticket_arrival_date', { mode: 'string' }),
    ticketArrivalTime: text('ticket_arrival_time'),
    ticketNumber: text('ticket_number'),
    deployedLocation: text('deployed_location'),
    /** The agency's fee for this placement (AED), paid by the family. */
    amountPayable: numeric('amount_payable', { precision: 12, scale: 2, mode: 'string' })
      .notNull()
      .default(AGENCY_DEFAULT_PLACEMENT_FEE_AED.toFixed(2)),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recruitments_pipeline_entry_unique').on(t.pipelineEntryId),
    index('recruitments_family_stage_idx').on(t.familyId, t.stage, t.id),
    index('recruitments_family_started_idx').on(t.familyId, t.startedAt),
    // Placements per month (admin reports).
    index('recruitments_started_idx').on(t.startedAt),
    index('recruitments_candidate_idx').on(t.candidateId),
    // The agency's lists reach recruitments through its candidates: stage tab and order.
    index('recruitments_candidate_agency_stage_idx').on(t.candidateId, t.agencyStage),
    index('recruitments_updated_idx').on(t.updatedAt, t.id),
    check('recruitments_agency_stage_check', inList(t.agencyStage, AGENCY_RECRUITMENT_STAGES)),
    check(
      'recruitments_ticket_arrival_time_check',
      sql`${t.ticketArrivalTime} is null or ${t.ticketArrivalTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('recruitments_amount_payable_check', sql`${t.amountPayable} >= 0`),
  ],
);

/** A payment the agency received for a recruitment (from the family; never from the worker). */
export const recruitmentPayments = pgTable(
  'recruitment_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recruitmentId: integer('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    /** The UAE day the money arrived. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recruitment_payments_recruitment_idx').on(t.recruitmentId, t.receivedOn, t.id),
    // Revenue per month (reports).
    index('recruitment_payments_received_idx').on(t.receivedOn),
    check('recruitment_payments_amount_check', sql`${t.amount} > 0`),
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
