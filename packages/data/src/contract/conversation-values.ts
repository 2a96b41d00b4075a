/*
 * The plain values of conversations (docs/decisions/0030), apart from their schemas so the
 * contract's messages and the database's checks read them without zod.
 */

/** Who wrote a message: the family, the worker who lists herself, or the listing agency. */
export const CONVERSATION_SIDES = ['family', 'worker', 'agency'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** Who blocked a conversation: one of its sides, or an admin resolving a report. */
export const CONVERSATION_BLOCKERS = [...CONVERSATION_SIDES, 'admin'] as const;
export type ConversationBlocker = (typeof CONVERSATION_BLOCKERS)[number];

/** Longest message, in characters. */
export const MESSAGE_MAX = 2000;
/** Most messages a thread page holds. */
export const THREAD_PAGE_MAX = 50;

/** Why a participant reports a conversation (the scam guard reports `asked_for_money` itself). */
export const CONVERSATION_REPORT_REASONS = [
  'asked_for_money',
  'harassment',
  'fake_profile',
  'other',
] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export const CONVERSATION_REPORT_NOTE_MAX = 1000;
