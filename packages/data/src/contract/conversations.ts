import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  isoDateTimeSchema,
  pageMetaSchema,
  pageQuerySchema,
} from './common';
import {
  CONVERSATION_REPORT_NOTE_MAX,
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_SIDES,
  MESSAGE_MAX,
  THREAD_PAGE_MAX,
} from './conversation-values';
import { feeReportResolutionBodySchema } from './fee-reports';
import { namedRefSchema } from './listings';
import { contractText } from './messages';

/*
 * Conversations (docs/decisions/0030): a family with a running plan writes to a listed worker, or
 * to the agency that listed her; the other side answers. One conversation per family and
 * candidate. The scam guard marks what a reader should be warned about (docs/decisions/0031).
 */

export const conversationSideSchema = z.enum(CONVERSATION_SIDES);

export const conversationReportReasonSchema = z.enum(CONVERSATION_REPORT_REASONS, {
  error: contractText('conversations.reportReasonRequired'),
});

const messageTextSchema = z
  .string({ error: contractText('conversations.textRequired') })
  .trim()
  .min(1, contractText('conversations.textRequired'))
  .max(MESSAGE_MAX, contractText('conversations.textTooLong'));

/** POST /conversations: the first message to a candidate (or the next, if one exists). */
export const startConversationBodySchema = z.strictObject({
  candidateId: idSchema,
  text: messageTextSchema,
});
export type StartConversationBody = z.infer<typeof startConversationBodySchema>;

/** POST /conversations/:id/messages */
export const sendMessageBodySchema = z.strictObject({ text: messageTextSchema });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** POST /conversations/:id/reports */
export const reportConversationBodySchema = z.strictObject({
  reason: conversationReportReasonSchema,
  note: z.string().trim().max(CONVERSATION_REPORT_NOTE_MAX).optional(),
});
export type ReportConversationBody = z.infer<typeof reportConversationBodySchema>;

/** What the scam guard found in a message, for the reader's warning. */
export const messageWarningSchema = z.object({
  asksForMoney: z.boolean(),
  hasLink: z.boolean(),
});
export type MessageWarning = z.infer<typeof messageWarningSchema>;

/** One message as its reader sees it. */
export const conversationMessageSchema = z.object({
  id: idSchema,
  side: conversationSideSchema,
  /** The reader's own side wrote it. */
  mine: z.boolean(),
  senderName: z.string(),
  /** Phone numbers masked when the reader is a family without a running plan. */
  text: z.string(),
  sentAt: isoDateTimeSchema,
  /** Shown to the reader of someone else's message; null when there is nothing to warn about. */
  warning: messageWarningSchema.nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation in an inbox: who it is with, the last message and what is unread. */
export const conversationSummarySchema = z.object({
  id: idSchema,
  /** The reader's side. */
  side: conversationSideSchema,
  candidate: z.object({ id: idSchema, name: z.string(), photo: z.string().nullable() }),
  family: z.object({ id: idSchema, name: z.string() }),
  /** The listing agency, when it answers for her. */
  agency: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The other side's name, as the reader's inbox shows it. */
  counterpart: z.string(),
  lastMessage: z
    .object({ text: z.string(), sentAt: isoDateTimeSchema, mine: z.boolean() })
    .nullable(),
  unread: z.number().int().nonnegative(),
  /** Blocked by either side: nobody writes in it any more. */
  blocked: z.boolean(),
  /** The reader blocked it (and may unblock it). */
  blockedByMe: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /conversations: newest activity first, with the reader's unread total. */
export const conversationsResponseSchema = dataEnvelope({
  items: z.array(conversationSummarySchema),
  unreadTotal: z.number().int().nonnegative(),
});
export type ConversationsPage = z.infer<typeof conversationsResponseSchema>['data'];

/** The largest message id the database holds (a PostgreSQL integer). */
const INT4_MAX = 2_147_483_647;

/** GET /conversations/:id: `before` (a message id) reads the page of older messages. */
export const threadQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE_MAX).default(30),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;
export type ThreadQueryInput = z.input<typeof threadQuerySchema>;

export const threadResponseSchema = dataEnvelope({
  conversation: conversationSummarySchema,
  /** Oldest first. */
  messages: z.array(conversationMessageSchema),
  /** The `before` of the page of older messages; null when this page reaches the first. */
  olderCursor: idSchema.nullable(),
  /** The last of the reader's messages the other side has read (read receipts). */
  readUpTo: idSchema.nullable(),
  /** Whether the reader may write: not blocked, and the family's side still reaches her. */
  canWrite: z.boolean(),
});
export type Thread = z.infer<typeof threadResponseSchema>['data'];

export const conversationResponseSchema = dataEnvelope({
  conversation: conversationSummarySchema,
});

export const sentMessageResponseSchema = dataEnvelope({
  conversationId: idSchema,
  message: conversationMessageSchema,
});
export type SentMessage = z.infer<typeof sentMessageResponseSchema>['data'];

/** GET /conversations/unread-count: the bell's messages badge. */
export const conversationsUnreadResponseSchema = dataEnvelope({
  unread: z.number().int().nonnegative(),
});

// --- The admins' side: reported conversations (docs/decisions/0030) --------------------------

export const CONVERSATION_REPORT_STATES = ['open', 'resolved'] as const;
export const conversationReportStateSchema = z.enum(CONVERSATION_REPORT_STATES);
export type ConversationReportState = z.infer<typeof conversationReportStateSchema>;

/** Most of a reported conversation's latest messages the admin reads with the report. */
export const REPORTED_MESSAGES_MAX = 20;

/** A report as the admins' Reports queue shows it, with the conversation's latest messages. */
export const conversationReportSchema = z.object({
  id: idSchema,
  reason: conversationReportReasonSchema,
  note: z.string(),
  state: conversationReportStateSchema,
  createdAt: isoDateTimeSchema,
  /** Null when the scam guard reported the account itself. */
  reporter: namedRefSchema.nullable(),
  reported: namedRefSchema.nullable(),
  conversation: z.object({
    id: idSchema,
    candidate: namedRefSchema,
    family: namedRefSchema,
    agency: namedRefSchema.nullable(),
    blocked: z.boolean(),
  }),
  /** Oldest first, the last REPORTED_MESSAGES_MAX of them, with what the scam guard found. */
  messages: z.array(
    z.object({
      id: idSchema,
      side: conversationSideSchema,
      senderName: z.string(),
      text: z.string(),
      sentAt: isoDateTimeSchema,
      warning: messageWarningSchema.nullable(),
    }),
  ),
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: namedRefSchema.nullable(),
  resolution: z.string().nullable(),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;

export const conversationReportsQuerySchema = z.object({
  state: conversationReportStateSchema.default('open'),
  ...pageQuerySchema.shape,
});
export type ConversationReportsQueryInput = z.input<typeof conversationReportsQuerySchema>;

export const conversationReportsResponseSchema = dataEnvelope({
  items: z.array(conversationReportSchema),
  ...pageMetaSchema.shape,
});

/** POST …/conversation-reports/:id/resolution: what Bayti did, and whether to block the thread. */
export const conversationReportResolutionBodySchema = feeReportResolutionBodySchema.extend({
  block: z.boolean().default(false),
});
export type ConversationReportResolutionBody = z.infer<
  typeof conversationReportResolutionBodySchema
>;

export const conversationReportResponseSchema = dataEnvelope({ report: conversationReportSchema });
