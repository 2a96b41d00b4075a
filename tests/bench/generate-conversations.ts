/**
 * Deterministic conversations between the generated families and candidates: a heavy agency (the
 * one the bench signs in for) answering 2 % of the candidates' count in conversations, others
 * with the other agencies and with workers who answer for themselves, one family with twenty
 * conversations, and one long thread. Message ids follow the time they were sent across all
 * threads, as the app writes them, so a thread's page is spread over the table as in real use.
 */
import type { ConversationSide } from '@bayti/data/contract';
import { demoAccounts } from '@bayti/data/fixtures';
import type { conversationMessages, conversations } from '../../apps/api/src/db/schema/index.ts';
import type { BenchData } from './generate.ts';
import { Prng } from './prng.ts';

export type ConversationRow = typeof conversations.$inferInsert;
export type MessageRow = typeof conversationMessages.$inferInsert;

/** The account the bench signs in as for the heavy agency: the demo agency's owner. */
export const HEAVY_AGENCY_EMAIL =
  demoAccounts.find((account) => account.role === 'agency')?.email ?? 'agency@demo.bayti.ae';

/** Volumes: per generated candidate, except the fixed ones a single reader sees. */
export const CONVERSATION_VOLUMES = {
  /** The heavy agency's conversations per candidate (2 000 at 100 000 candidates). */
  heavyAgency: 0.02,
  /** Everyone else's conversations per candidate (3 000 at 100 000). */
  others: 0.03,
  /** Of those, the share a worker answers herself (the rest, another agency). */
  workerShare: 0.4,
  /** Messages in an ordinary thread (18 on average: about 100 000 in all at full size). */
  messages: [1, 35] as const,
  /** The long thread (the inbox family's, with the heavy agency). */
  longThread: 5000,
  /** The inbox family's conversations, the long thread included. */
  inboxFamily: 20,
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The same fixed day as generate.ts: reruns write the same rows. */
const BASE_DAY = Date.UTC(2026, 10, 1);

const FAMILY_LINES = [
  'Hello, is she still available from next month?',
  'Can she start with a live-in contract in Dubai?',
  'We have two children, 3 and 6 years old. Is she comfortable with that?',
  'Could we schedule a video interview this week?',
  'What is her notice period with the current sponsor?',
  'Thank you, we will discuss it as a family and come back to you.',
  'Does she cook Arabic food as well?',
  'Is the salary negotiable for a two-year contract?',
];
const ANSWER_LINES = [
  'Yes, she is available and her visa is ready for transfer.',
  'She has five years with families in Abu Dhabi and good references.',
  'Of course, Thursday at 4 pm works for her.',
  'She is very good with toddlers and has first-aid training.',
  'The salary is as listed; the contract terms are in the offer.',
  'Please send your passport copy to start the process.',
  'Thank you for your interest, we will confirm shortly.',
  'She can start two weeks after the offer is accepted.',
];
const MONEY_LINE = 'Please transfer 500 AED to my account first to reserve her.';
const LINK_LINE = 'See her video here: https://example.com/video';

export interface ConversationData {
  conversations: ConversationRow[];
  messages: MessageRow[];
  heavyAgencyConversations: number;
  longThreadId: number;
  /** A message in the middle of the long thread (the older page starts before it). */
  longThreadMiddleId: number;
  /** The family with the long thread and CONVERSATION_VOLUMES.inboxFamily conversations. */
  inboxFamilyEmail: string;
}

export interface ConversationSetup {
  heavyAgencyId: number;
  /** Members of each agency (who writes for its side). */
  members: ReadonlyMap<number, readonly number[]>;
  bases: { conversation: number; message: number };
}

interface Thread {
  row: ConversationRow;
  answerer: ConversationSide;
  start: number;
  length: number;
  /** Its messages in order (ids are given once every thread is written). */
  sent: { sentAt: number; side: ConversationSide; row: MessageRow }[];
}

export function generateConversations(
  data: BenchData,
  setup: ConversationSetup,
  seed = 20_261_102,
): ConversationData {
  const prng = new Prng(seed);
  const count = data.candidates.length;
  const families = data.users.filter((user) => user.role === 'client').map((user) => user.id!);
  const listed = data.candidates.filter((row) => row.isPublished && row.visible);
  const heavy = listed.filter((row) => row.agencyId === setup.heavyAgencyId);
  const otherAgency = listed.filter(
    (row) => row.agencyId !== null && row.agencyId !== setup.heavyAgencyId,
  );
  const workers = listed.filter((row) => row.userId !== null);
  const [inboxFamily, ...otherFamilies] = families;
  if (inboxFamily === undefined || heavy.length === 0) {
    throw new Error('the bench needs families and candidates of the heavy agency');
  }

  const threads: Thread[] = [];
  const pairs = new Set<string>();
  /** A new conversation, unless the family already has one about that candidate. */
  const open = (familyId: number, candidate: (typeof listed)[number], length: number) => {
    const key = `${familyId}:${candidate.id}`;
    if (pairs.has(key)) return false;
    pairs.add(key);
    const byWorker = candidate.agencyId === null || candidate.agencyId === undefined;
    threads.push({
      row: {
        id: setup.bases.conversation + threads.length + 1,
        familyId,
        candidateId: candidate.id!,
        agencyId: byWorker ? null : candidate.agencyId,
        workerId: byWorker ? candidate.userId : null,
        createdAt: new Date(0),
        lastMessageAt: new Date(0),
        blockedBy: null,
        blockedAt: null,
      },
      answerer: byWorker ? 'worker' : 'agency',
      start: BASE_DAY - prng.int(1, 365) * DAY_MS - prng.int(0, 1439) * MINUTE_MS,
      length,
      sent: [],
    });
    return true;
  };
  const length = () => prng.int(...CONVERSATION_VOLUMES.messages);
  /** `wanted` conversations of random families (not the inbox family) with `pool`'s candidates. */
  const openMany = (wanted: number, pool: typeof listed) => {
    if (otherFamilies.length === 0 || pool.length === 0) return 0;
    let opened = 0;
    for (let tries = 0; opened < wanted && tries < wanted * 10; tries += 1) {
      if (open(prng.pick(otherFamilies), prng.pick(pool), length())) opened += 1;
    }
    return opened;
  };

  // The long thread first (its family's, with the heavy agency), then the family's others.
  open(inboxFamily, prng.pick(heavy), CONVERSATION_VOLUMES.longThread);
  const longThread = threads[0]!;
  longThread.start = BASE_DAY - 400 * DAY_MS;
  let heavyCount = 1;
  const familyPool = [...heavy, ...otherAgency, ...workers];
  for (let tries = 0; threads.length < CONVERSATION_VOLUMES.inboxFamily && tries < 1000; tries++) {
    const candidate = prng.pick(familyPool);
    if (open(inboxFamily, candidate, length()) && candidate.agencyId === setup.heavyAgencyId) {
      heavyCount += 1;
    }
  }
  const heavyWanted = Math.max(1, Math.round(count * CONVERSATION_VOLUMES.heavyAgency));
  heavyCount += openMany(heavyWanted - heavyCount, heavy);
  const others = Math.round(count * CONVERSATION_VOLUMES.others);
  const toWorkers = Math.round(others * CONVERSATION_VOLUMES.workerShare);
  openMany(toWorkers, workers);
  openMany(others - toWorkers, otherAgency);

  const messages = writeMessages(threads, longThread, setup, prng);
  const middle = longThread.sent[Math.floor(longThread.sent.length / 2)]!.row.id!;
  readPointers(threads, longThread, prng);
  return {
    conversations: threads.map((thread) => thread.row),
    messages,
    heavyAgencyConversations: heavyCount,
    longThreadId: longThread.row.id!,
    longThreadMiddleId: middle,
    inboxFamilyEmail: data.familyEmails[families.indexOf(inboxFamily)]!,
  };
}

/** Every thread's messages, the family first, ids in the order they were sent. */
function writeMessages(
  threads: Thread[],
  longThread: Thread,
  setup: ConversationSetup,
  prng: Prng,
): MessageRow[] {
  const all: Thread['sent'] = [];
  for (const thread of threads) {
    const { row } = thread;
    const members = row.agencyId ? (setup.members.get(row.agencyId) ?? []) : [];
    // The long thread is a year of daily talk; others span days to weeks.
    const gap = () =>
      thread === longThread ? prng.int(5, 120) * MINUTE_MS : prng.int(2, 2880) * MINUTE_MS;
    let at = thread.start;
    for (let i = 0; i < thread.length; i += 1) {
      const side: ConversationSide = i === 0 || prng.chance(0.5) ? 'family' : thread.answerer;
      const flagged = side !== 'family' && prng.chance(0.01);
      const link = side !== 'family' && prng.chance(0.02);
      const message: MessageRow = {
        conversationId: row.id!,
        side,
        senderId:
          side === 'family'
            ? row.familyId
            : side === 'worker'
              ? row.workerId
              : members.length
                ? prng.pick(members)
                : null,
        body: flagged
          ? MONEY_LINE
          : link
            ? LINK_LINE
            : prng.pick(side === 'family' ? FAMILY_LINES : ANSWER_LINES),
        asksForMoney: flagged,
        hasLink: link,
        sentAt: new Date(at),
      };
      thread.sent.push({ sentAt: at, side, row: message });
      all.push(thread.sent.at(-1)!);
      at += gap();
    }
    row.createdAt = new Date(thread.start);
    row.lastMessageAt = thread.sent.at(-1)!.row.sentAt;
  }
  // Stable: messages sent at the same instant keep their thread's order.
  all.sort((a, b) => a.sentAt - b.sentAt);
  all.forEach((message, index) => {
    message.row.id = setup.bases.message + index + 1;
  });
  return all.map((message) => message.row);
}

/**
 * Most sides have read everything; about a quarter have one to four messages unread, and the
 * long thread's family three. One conversation in a hundred is blocked by its family.
 */
function readPointers(threads: Thread[], longThread: Thread, prng: Prng): void {
  const upTo = (thread: Thread, behind: number) =>
    thread.sent[Math.max(0, thread.sent.length - 1 - behind)]!.row.id!;
  for (const thread of threads) {
    const long = thread === longThread;
    thread.row.familyReadUpTo = upTo(thread, long ? 3 : prng.chance(0.75) ? 0 : prng.int(1, 4));
    thread.row.answererReadUpTo = upTo(thread, long ? 0 : prng.chance(0.7) ? 0 : prng.int(1, 4));
    if (!long && prng.chance(0.01)) {
      thread.row.blockedBy = 'family';
      thread.row.blockedAt = thread.row.lastMessageAt!;
    }
  }
}
