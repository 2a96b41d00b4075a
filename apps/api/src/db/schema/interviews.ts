import {
  INTERVIEW_MODES,
  INTERVIEW_STATUSES,
  type InterviewMode,
  type InterviewStatus,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { candidates } from './candidates';
import { pipelineEntries } from './employer';
import { inList } from './sql-helpers';

/**
 * An interview a family proposes from her pipeline (Bayti issue 17): one to three times; the
 * worker, or the agency that listed her, picks one (agreed) or declines. At most one is open
 * (proposed or agreed) per pipeline row.
 */
export const interviews = pgTable(
  'interviews',
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
    status: text('status').$type<InterviewStatus>().notNull(),
    /** The proposed instants, earliest first. */
    slots: timestamp('slots', { withTimezone: true }).array().notNull(),
    mode: text('mode').$type<InterviewMode>().notNull(),
    /** Where they meet, in person. */
    place: text('place'),
    /** The Jitsi Meet room of a video call: unguessable, so only the two sides can join. */
    videoUrl: text('video_url'),
    /** The picked slot. */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    declineNote: text('decline_note'),
    /** The worker or agency member who answered; kept when that account goes. */
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the family recorded it held or missed. */
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('interviews_one_open_per_entry')
      .on(t.pipelineEntryId)
      .where(sql`${t.status} in ('proposed', 'agreed')`),
    // The worker's and agency's Interviews, the family's, and the pipeline's latest per row.
    index('interviews_candidate_created_idx').on(t.candidateId, t.createdAt),
    index('interviews_family_created_idx').on(t.familyId, t.createdAt),
    index('interviews_entry_created_idx').on(t.pipelineEntryId, t.createdAt),
    // The reminders job: agreed interviews by their time.
    index('interviews_agreed_at_idx')
      .on(t.agreedAt)
      .where(sql`${t.status} = 'agreed'`),
    check('interviews_status_check', inList(t.status, INTERVIEW_STATUSES)),
    check('interviews_mode_check', inList(t.mode, INTERVIEW_MODES)),
    check('interviews_slots_check', sql`cardinality(${t.slots}) between 1 and 3`),
    check(
      'interviews_where_check',
      sql`(${t.mode} = 'video') = (${t.videoUrl} is not null) and (${t.mode} = 'in_person') = (${t.place} is not null)`,
    ),
    check(
      'interviews_agreed_check',
      sql`(${t.status} in ('proposed', 'declined')) = (${t.agreedAt} is null) or ${t.status} = 'cancelled'`,
    ),
    check('interviews_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);
