import { allow, routesOf } from './route';

const { route } = routesOf('conversations');

/** Who takes part in conversations: families, workers, and agency members for their agency. */
const PARTIES = ['client', 'candidate', 'agency', 'staff'] as const;

/**
 * Conversations (docs/decisions/0030): a family with a running plan starts one with a listed
 * worker or her agency; each side reads and writes only its own. No zod at run time.
 */
export const conversationsRoutes = {
  conversations: route('GET', '/conversations', {
    access: allow(PARTIES, 'conversationParty'),
    doc: "The reader's conversations, newest activity first, with unread counts",
    response: 'conversationsResponseSchema',
  }),
  conversationsUnread: route('GET', '/conversations/unread-count', {
    access: allow(PARTIES, 'conversationParty'),
    doc: "How many messages to the reader's side are unread (the bell's messages badge)",
    response: 'conversationsUnreadResponseSchema',
  }),
  /** The family writes first; a second start adds the message to the same conversation. */
  startConversation: route('POST', '/conversations', {
    access: allow(['client'], 'activePlan'),
    doc: 'Write to a listed worker (or the agency that listed her); one conversation per pair',
    errors: ['not_found', 'conflict', 'plan_required'],
    body: 'startConversationBodySchema',
    response: 'sentMessageResponseSchema',
    status: 201,
  }),
  conversation: route('GET', '/conversations/:id', {
    access: allow(PARTIES, 'conversationParty'),
    doc: 'A page of the thread (oldest first; `before` reads older), with read receipts',
    errors: ['not_found'],
    params: 'idParamsSchema',
    query: 'threadQuerySchema',
    response: 'threadResponseSchema',
  }),
  sendMessage: route('POST', '/conversations/:id/messages', {
    access: allow(PARTIES, 'conversationParty'),
    doc: 'Write in a conversation (not once it is blocked)',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'sendMessageBodySchema',
    response: 'sentMessageResponseSchema',
    status: 201,
  }),
  readConversation: route('POST', '/conversations/:id/read', {
    access: allow(PARTIES, 'conversationParty'),
    doc: "Mark the thread read up to its last message for the reader's side",
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'conversationResponseSchema',
  }),
  blockConversation: route('POST', '/conversations/:id/block', {
    access: allow(PARTIES, 'conversationParty'),
    doc: 'Block the conversation: nobody writes in it until the blocker unblocks it',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'conversationResponseSchema',
  }),
  unblockConversation: route('DELETE', '/conversations/:id/block', {
    access: allow(PARTIES, 'conversationParty'),
    doc: "Unblock a conversation the reader's side blocked",
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'conversationResponseSchema',
  }),
  reportConversation: route('POST', '/conversations/:id/reports', {
    access: allow(PARTIES, 'conversationParty'),
    doc: 'Report the conversation to the admins (one open report per reader)',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'reportConversationBodySchema',
    response: 'conversationResponseSchema',
    status: 201,
  }),

  // --- Admins: reported conversations ---------------------------------------------------------
  conversationReports: route('GET', '/admin/moderation/conversation-reports', {
    access: allow(['admin']),
    doc: 'Reported conversations with their latest messages: open ones first come, first served',
    tag: 'moderation',
    query: 'conversationReportsQuerySchema',
    response: 'conversationReportsResponseSchema',
  }),
  resolveConversationReport: route(
    'POST',
    '/admin/moderation/conversation-reports/:id/resolution',
    {
      access: allow(['admin']),
      doc: 'Resolve a conversation report with what Bayti did (and block the conversation); 409 once resolved',
      tag: 'moderation',
      errors: ['not_found', 'conflict'],
      params: 'idParamsSchema',
      body: 'conversationReportResolutionBodySchema',
      response: 'conversationReportResponseSchema',
    },
  ),
} as const;
