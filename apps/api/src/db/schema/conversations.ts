import {
  CONVERSATION_BLOCKERS,
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_STATES,
  CONVERSATION_SIDES,
  type ConversationBlocker,
  type ConversationReportReason,
  type ConversationReportState,
  type ConversationSide,
} from '@bayti/data/contract';
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
import { users } from './accounts';
import { agencies } from './agencies';
import { candidates } from './candidates';
import { inList } from './sql-helpers';

/*
 * Conversations (docs/decisions/0030): one per family and candidate. The other side is fixed when
 * the family writes first: the agency that listed the candidate (every member reads it), or the
 * worker who lists herself.
 */

export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The agency answering for her; null when she answers herself (workerId). */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The newest message's time: the inboxes' order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** The last message each side has read (read receipts and unread counts). */
    familyReadUpTo: integer('family_read_up_to'),
    answererReadUpTo: integer('answerer_read_up_to'),
    /** Which side (or an admin) blocked it, and when; nobody writes in a blocked conversation. */
    blockedBy: text('blocked_by').$type<ConversationBlocker>(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_family_candidate_idx').on(t.familyId, t.candidateId),
    index('conversations_family_last_idx').on(t.familyId, t.lastMessageAt),
    index('conversations_agency_last_idx').on(t.agencyId, t.lastMessageAt),
    index('conversations_worker_last_idx').on(t.workerId, t.lastMessageAt),
    // Exactly one of the two answers for her.
    check('conversations_answerer_check', sql`(${t.agencyId} is null) <> (${t.workerId} is null)`),
    check(
      'conversations_blocked_by_check',
      sql`${t.blockedBy} is null or ${inList(t.blockedBy, CONVERSATION_BLOCKERS)}`,
    ),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side').$type<ConversationSide>().notNull(),
    /** Who wrote it (an agency's member, by name, for the agency's side). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** What the scam guard found when it was written (docs/decisions/0031). */
    asksForMoney: boolean('asks_for_money').notNull().default(false),
    hasLink: boolean('has_link').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    // The scam guard counts a sender's flagged messages.
    index('conversation_messages_flagged_idx')
      .on(t.senderId, t.sentAt)
      .where(sql`${t.asksForMoney}`),
    check('conversation_messages_side_check', inList(t.side, CONVERSATION_SIDES)),
  ],
);

/**
 * A report on a conversation: by a participant, or by the scam guard (no reporter) when one
 * account keeps asking for money. Open ones wait, urgent, in the admins' Reports queue.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The account reported: the other side's sender, or the one the scam guard caught. */
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ConversationReportReason>().notNull(),
    note: text('note').notNull().default(''),
    state: text('state').$type<ConversationReportState>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [
    // One open report per reporter and conversation; one open guard report per account.
    uniqueIndex('conversation_reports_one_open_idx')
      .on(t.conversationId, t.reporterId)
      .where(sql`${t.state} = 'open' and ${t.reporterId} is not null`),
    uniqueIndex('conversation_reports_one_guard_idx')
      .on(t.reportedId)
      .where(sql`${t.state} = 'open' and ${t.reporterId} is null`),
    index('conversation_reports_state_created_idx').on(t.state, t.createdAt, t.id),
    check('conversation_reports_reason_check', inList(t.reason, CONVERSATION_REPORT_REASONS)),
    check('conversation_reports_state_check', inList(t.state, CONVERSATION_REPORT_STATES)),
  ],
);
