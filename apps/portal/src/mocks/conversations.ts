import {
  API_PREFIX,
  type ConversationMessage,
  type ConversationSummary,
  type Thread,
} from '@bayti/data/contract';
import { http, HttpResponse } from 'msw';
import { mockSignedInEndpoint } from './endpoint-handler';

/*
 * Messages (docs/decisions/0030): a family's inbox of two conversations (one unread, one blocked)
 * and their threads, as the reader sees them; the first carries a message the scam guard warned
 * about. The default handlers answer without keeping anything; a story that sends, blocks or
 * reports uses its own world (`conversationWorld(...)`). STORY_NOW is 2026-11-22 10:00 in Dubai.
 */

const at = (hour: number, minute: number) =>
  new Date(Date.UTC(2026, 10, 22, hour - 4, minute)).toISOString();

const summary = (overrides: Partial<ConversationSummary>): ConversationSummary => ({
  id: 1,
  side: 'family',
  candidate: { id: 1, name: 'Maria Santos', photo: '/images/candidates/maria-santos.svg' },
  family: { id: 3, name: 'Layla Hassan' },
  agency: null,
  counterpart: 'Maria Santos',
  lastMessage: null,
  unread: 0,
  blocked: false,
  blockedByMe: false,
  ...overrides,
});

const message = (
  id: number,
  mine: boolean,
  text: string,
  sentAt: string,
  warning: ConversationMessage['warning'] = null,
): ConversationMessage => ({
  id,
  side: mine ? 'family' : 'agency',
  mine,
  senderName: mine ? 'Layla Hassan' : 'Al Noor Recruitment',
  text,
  sentAt,
  warning,
});

/** The thread with the agency: a scam warning on its request for a deposit. */
export const scamThreadMessages: ConversationMessage[] = [
  message(1, true, 'Hello, is Priya still available from January?', at(8, 30)),
  message(2, true, 'We are a family of four in Dubai Marina.', at(8, 32)),
  message(
    3,
    false,
    'Yes she is. To hold her visa please send a deposit of AED 1,500 to our exchange house account today.',
    at(9, 10),
    { asksForMoney: true, hasLink: false },
  ),
  message(4, false, 'You can also pay here: http://pay-visa-fast.example', at(9, 11), {
    asksForMoney: true,
    hasLink: true,
  }),
];

/** The thread with Maria herself, which the family blocked. */
export const blockedThreadMessages: ConversationMessage[] = [
  message(11, true, 'Hello Maria, could you start in December?', at(7, 0)),
  {
    ...message(12, false, 'Yes, I can start on the 15th.', at(7, 20)),
    senderName: 'Maria Santos',
    side: 'worker',
  },
];

export const sampleConversations: ConversationSummary[] = [
  summary({
    id: 2,
    candidate: { id: 2, name: 'Priya Nair', photo: '/images/candidates/priya-nair.svg' },
    agency: { id: 1, name: 'Al Noor Recruitment' },
    counterpart: 'Al Noor Recruitment',
    lastMessage: {
      text: 'You can also pay here: http://pay-visa-fast.example',
      sentAt: at(9, 11),
      mine: false,
    },
    unread: 2,
  }),
  summary({
    id: 1,
    lastMessage: { text: 'Yes, I can start on the 15th.', sentAt: at(7, 20), mine: false },
    blocked: true,
    blockedByMe: true,
  }),
];

const threads: Record<number, Thread> = {
  2: {
    conversation: sampleConversations[0]!,
    messages: scamThreadMessages,
    olderCursor: null,
    readUpTo: 2,
    canWrite: true,
  },
  1: {
    conversation: sampleConversations[1]!,
    messages: blockedThreadMessages,
    olderCursor: null,
    readUpTo: 11,
    canWrite: false,
  },
};

/** `count` messages, oldest first, for a thread with earlier pages. */
export const longThread = (count: number): ConversationMessage[] =>
  Array.from({ length: count }, (_, index) =>
    message(100 + index, index % 3 === 0, `Message number ${index + 1}`, at(6, index)),
  );

/**
 * The conversations as the server keeps them for one story: a sent message joins its thread, a
 * block or unblock and a read are kept, a report is stored in `reports`.
 */
export function conversationWorld(items = sampleConversations, byId = threads, keep = true) {
  let inbox: ConversationSummary[] = [];
  let messages = new Map<number, ConversationMessage[]>();
  const reset = () => {
    inbox = items.map((item) => ({ ...item }));
    messages = new Map(
      Object.entries(byId).map(([id, thread]) => [Number(id), [...thread.messages]]),
    );
  };
  reset();
  // The default handlers forget each change: every story starts from the same inbox.
  const fresh =
    <A extends unknown[], R>(answer: (...args: A) => R) =>
    (...args: A): R => {
      if (!keep) reset();
      return answer(...args);
    };
  const reports: unknown[] = [];
  const conversation = (id: number) => inbox.find((item) => item.id === id);
  const update = (id: number, change: Partial<ConversationSummary>) => {
    inbox = inbox.map((item) => (item.id === id ? { ...item, ...change } : item));
    return { data: { conversation: conversation(id)! } };
  };
  const thread = (id: number, before: number | undefined, limit: number) => {
    const all = messages.get(id) ?? [];
    const upTo = before === undefined ? all : all.filter((m) => m.id < before);
    const page = upTo.slice(-limit);
    const base = byId[id]!;
    const found = conversation(id)!;
    return {
      data: {
        ...base,
        conversation: found,
        messages: page,
        olderCursor: upTo.length > page.length ? page[0]!.id : null,
        canWrite: !found.blocked,
      },
    };
  };
  const total = () => inbox.reduce((sum, item) => sum + item.unread, 0);
  const handlers = [
    mockSignedInEndpoint(
      'conversations',
      fresh(() => ({ data: { items: inbox, unreadTotal: total() } })),
    ),
    mockSignedInEndpoint(
      'conversationsUnread',
      fresh(() => ({ data: { unread: total() } })),
    ),
    mockSignedInEndpoint(
      'conversation',
      fresh(({ params, query }) => thread(params.id, query.before, query.limit)),
    ),
    mockSignedInEndpoint(
      'readConversation',
      fresh(({ params }) => update(params.id, { unread: 0 })),
    ),
    mockSignedInEndpoint(
      'blockConversation',
      fresh(({ params }) => update(params.id, { blocked: true, blockedByMe: true })),
    ),
    mockSignedInEndpoint(
      'unblockConversation',
      fresh(({ params }) => update(params.id, { blocked: false, blockedByMe: false })),
    ),
    mockSignedInEndpoint(
      'reportConversation',
      fresh(({ params, body }) => {
        reports.push(body);
        return { data: { conversation: conversation(params.id)! } };
      }),
    ),
    mockSignedInEndpoint(
      'sendMessage',
      fresh(({ params, body }) => {
        const earlier = messages.get(params.id) ?? [];
        const sent = message(1000 + earlier.length, true, body.text, new Date().toISOString());
        messages.set(params.id, [...earlier, sent]);
        update(params.id, { lastMessage: { text: sent.text, sentAt: sent.sentAt, mine: true } });
        return { data: { conversationId: params.id, message: sent } };
      }),
    ),
    mockSignedInEndpoint(
      'startConversation',
      fresh(({ body }) => ({
        data: {
          // Her conversation if there is one (Priya's, with the agency, otherwise).
          conversationId: inbox.find((item) => item.candidate.id === body.candidateId)?.id ?? 2,
          message: message(2000, true, body.text, new Date().toISOString()),
        },
      })),
    ),
  ];
  return { handlers, reports };
}

/**
 * The live-updates stream (GET /api/live): open and quiet, so the dashboards' hook neither hears
 * anything nor reconnects during a story.
 */
export const liveUpdatesHandler = http.get(`*${API_PREFIX}/live`, () => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('retry: 3000\n\n'));
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
});

/**
 * Every story's conversations, all read, so the dashboards' badges stay as their own stories show
 * them; the Messages stories use a world with unread ones.
 */
export const conversationHandlers = [
  ...conversationWorld(
    sampleConversations.map((item) => ({ ...item, unread: 0 })),
    threads,
    false,
  ).handlers,
  liveUpdatesHandler,
];
