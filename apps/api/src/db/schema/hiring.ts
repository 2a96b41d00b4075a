import {
  DAY_KEYS,
  OFFER_ACCOMMODATIONS,
  OFFER_DECLINE_REASONS,
  OFFER_STATUSES,
  REFUND_CASE_STATUSES,
  RETURN_REASONS,
  WORK_TYPES,
  type DayKey,
  type OfferAccommodation,
  type OfferDeclineReason,
  type OfferStatus,
  type RefundCaseStatus,
  type ReturnReason,
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
import { agencies } from './agencies';
import { candidates } from './candidates';
import { pipelineEntries, recruitments } from './employer';
import { inList } from './sql-helpers';

/*
 * Hiring after a family's choice (docs/decisions/0029, 0026): the offer the worker, or the agency that
 * listed her, answers; and the refund case a return within probation opens.
 */

/**
 * An offer from a family to a candidate on her pipeline. At most one is pending per pipeline row;
 * accepting one makes the candidate hired and lapses every other family's pending offer to her.
 */
export const offers = pgTable(
  'offers',
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
    position: text('position').notNull(),
    /** Whole dirhams a month. */
    monthlySalaryAed: integer('monthly_salary_aed').notNull(),
    /** The UAE day work starts; probation runs 6 months from it. */
    startOn: date('start_on', { mode: 'string' }).notNull(),
    workType: text('work_type').$type<WorkType>().notNull(),
    dayOff: text('day_off').$type<DayKey>().notNull(),
    accommodation: text('accommodation').$type<OfferAccommodation>().notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    declineReason: text('decline_reason').$type<OfferDeclineReason>(),
    declineNote: text('decline_note'),
    /** The worker or agency member who answered; kept when that account goes. */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('offers_one_pending_per_entry')
      .on(t.pipelineEntryId)
      .where(sql`${t.status} = 'pending'`),
    // A pipeline row is hired once: its accepted offer holds the start date of the probation.
    uniqueIndex('offers_one_accepted_per_entry')
      .on(t.pipelineEntryId)
      .where(sql`${t.status} = 'accepted'`),
    index('offers_entry_sent_idx').on(t.pipelineEntryId, t.sentAt),
    // The worker's and agency's Offers, and the lapse of the others on an acceptance.
    index('offers_candidate_status_idx').on(t.candidateId, t.status, t.sentAt),
    index('offers_family_sent_idx').on(t.familyId, t.sentAt),
    // The expiry job: pending offers by expiry.
    index('offers_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('offers_status_check', inList(t.status, OFFER_STATUSES)),
    check('offers_work_type_check', inList(t.workType, WORK_TYPES)),
    check('offers_day_off_check', inList(t.dayOff, DAY_KEYS)),
    check('offers_accommodation_check', inList(t.accommodation, OFFER_ACCOMMODATIONS)),
    check('offers_salary_check', sql`${t.monthlySalaryAed} > 0`),
    check(
      'offers_decline_check',
      sql`(${t.status} = 'declined') = (${t.declineReason} is not null) and (${t.declineReason} is null or ${inList(t.declineReason, OFFER_DECLINE_REASONS)})`,
    ),
    check('offers_expiry_check', sql`${t.expiresAt} > ${t.sentAt}`),
  ],
);

/**
 * A return within probation of a worker an agency placed: what the agency owes the family by
 * MOHRE's rule, due 14 days after the return. One case per hire (recruitment).
 */
export const refundCases = pgTable(
  'refund_cases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recruitmentId: integer('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The agency that placed her, as at the return. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ReturnReason>().notNull(),
    /** The UAE day work started (the accepted offer's start) and the day she was returned. */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }).notNull(),
    /** The recruitment fee the family paid, and the part of it due back, in fils. */
    feeFils: integer('fee_fils').notNull(),
    amountDueFils: integer('amount_due_fils').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<RefundCaseStatus>().notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    paidReference: text('paid_reference'),
    /** Who recorded the refund as paid (an agency member or an admin). */
    paidRecordedBy: integer('paid_recorded_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The replacement's recruitment, when the family took a replacement. */
    replacementRecruitmentId: integer('replacement_recruitment_id').references(
      () => recruitments.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refund_cases_recruitment_unique').on(t.recruitmentId),
    index('refund_cases_family_idx').on(t.familyId, t.createdAt),
    index('refund_cases_agency_status_idx').on(t.agencyId, t.status, t.dueOn),
    index('refund_cases_status_due_idx').on(t.status, t.dueOn),
    check('refund_cases_reason_check', inList(t.reason, RETURN_REASONS)),
    check('refund_cases_status_check', inList(t.status, REFUND_CASE_STATUSES)),
    check(
      'refund_cases_amount_check',
      sql`${t.feeFils} >= 0 and ${t.amountDueFils} >= 0 and ${t.amountDueFils} <= ${t.feeFils}`,
    ),
    check('refund_cases_paid_check', sql`(${t.status} = 'paid') = (${t.paidOn} is not null)`),
    check('refund_cases_dates_check', sql`${t.returnedOn} >= ${t.startedOn}`),
  ],
);
