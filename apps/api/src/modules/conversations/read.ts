import type {
  ConversationMessage,
  ConversationSide,
  ConversationSummary,
  ThreadQuery,
} from '@bayti/data/contract';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { isoInstant } from '../../db/iso-instant';
import { agencies, candidates, conversationMessages, conversations, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { maskPhones } from '../scam-guard';
import { partyConversations, type Party } from './party';

type Executor = Database | Transaction;

const c = conversations;
const m = conversationMessages;
const family = alias(users, 'conversation_family');
const sender = alias(users, 'message_sender');

/** How the reader sees text: phone numbers masked for a family without a running plan. */
export interface Reading {
  party: Party;
  maskPhones: boolean;
}

const shown = (text: string, reading: Reading) =>
  reading.maskPhones ? maskPhones(text).text : text;

/** The messages to the reader's side that it has not read, per conversation. */
const unreadOf = (side: ConversationSide) =>
  sql<number>`(select count(*)::int from ${m} where ${m.conversationId} = ${c.id}
    and ${m.side} <> ${side}
    and ${m.id} > coalesce(${side === 'family' ? c.familyReadUpTo : c.answererReadUpTo}, 0))`;

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

/** The party's conversations matching `where`, each with its last message and unread count. */
function summaries(db: Executor, party: Party, where: SQL | undefined, limit: number) {
  const last = db
    .select({ body: m.body, side: m.side, sentAt: m.sentAt })
    .from(m)
    .where(eq(m.conversationId, c.id))
    .orderBy(desc(m.id))
    .limit(1)
    .as('last_message');
  return db
    .select({
      row: c,
      candidate: { id: candidates.id, name: candidates.name, photo: candidates.image },
      familyName: family.name,
      agencyName: agencies.name,
      lastText: last.body,
      lastSide: last.side,
      lastSentAt: isoInstant<string | null>(last.sentAt),
      unread: unreadOf(party.side),
    })
    .from(c)
    .innerJoin(candidates, eq(candidates.id, c.candidateId))
    .innerJoin(family, eq(family.id, c.familyId))
    .leftJoin(agencies, eq(agencies.id, c.agencyId))
    .leftJoinLateral(last, sql`true`)
    .where(and(partyConversations(party), where))
    .orderBy(desc(c.lastMessageAt), desc(c.id))
    .limit(limit);
}

function toSummary(found: SummaryRow, reading: Reading): ConversationSummary {
  const { row } = found;
  const side = reading.party.side;
  const agency = row.agencyId !== null ? { id: row.agencyId, name: found.agencyName ?? '' } : null;
  return {
    id: row.id,
    side,
    candidate: found.candidate,
    family: { id: row.familyId, name: found.familyName },
    agency,
    counterpart: side === 'family' ? (agency?.name ?? found.candidate.name) : found.familyName,
    lastMessage:
      found.lastText !== null && found.lastSentAt !== null
        ? {
            text: shown(found.lastText, reading),
            sentAt: found.lastSentAt,
            mine: found.lastSide === side,
          }
        : null,
    unread: found.unread,
    blocked: row.blockedBy !== null,
    blockedByMe: row.blockedBy === side,
  };
}

/** Most conversations an inbox lists (newest activity first). */
export const INBOX_MAX = 100;

/** The reader's inbox. */
export async function readInbox(db: Executor, reading: Reading): Promise<ConversationSummary[]> {
  const rows = await summaries(db, reading.party, undefined, INBOX_MAX);
  return rows.map((row) => toSummary(row, reading));
}

/** One of the reader's conversations, or undefined when it is not theirs. */
export async function readSummary(
  db: Executor,
  reading: Reading,
  id: number,
): Promise<ConversationSummary | undefined> {
  return (await readHead(db, reading, id))?.summary;
}

/** One of the reader's conversations with its row (read pointers, blocker), or undefined. */
export async function readHead(
  db: Executor,
  reading: Reading,
  id: number,
): Promise<{ summary: ConversationSummary; row: SummaryRow['row'] } | undefined> {
  const [found] = await summaries(db, reading.party, eq(c.id, id), 1);
  return found && { summary: toSummary(found, reading), row: found.row };
}

/** Messages to the reader's side not yet read, in all its conversations. */
export async function unreadTotal(db: Executor, party: Party): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadOf(party.side)}), 0)::int` })
    .from(c)
    .where(partyConversations(party));
  return row?.unread ?? 0;
}

const messageColumns = {
  id: m.id,
  side: m.side,
  senderName: sql<string>`coalesce(${sender.name}, '')`,
  body: m.body,
  asksForMoney: m.asksForMoney,
  hasLink: m.hasLink,
  sentAt: isoInstant(m.sentAt),
};

type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

function messageRows(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(messageColumns)
    .from(m)
    .leftJoin(sender, eq(sender.id, m.senderId))
    .where(where)
    .orderBy(desc(m.id))
    .limit(limit);
}

/** A message as the reader sees it: their own unwarned, another's with what the guard found. */
export function toMessage(row: MessageRow, reading: Reading): ConversationMessage {
  const mine = row.side === reading.party.side;
  return {
    id: row.id,
    side: row.side,
    mine,
    senderName: row.senderName,
    text: mine ? row.body : shown(row.body, reading),
    sentAt: row.sentAt,
    warning:
      !mine && (row.asksForMoney || row.hasLink)
        ? { asksForMoney: row.asksForMoney, hasLink: row.hasLink }
        : null,
  };
}

/** A page of a thread, oldest first, and where the older page starts. */
export async function readMessages(
  db: Executor,
  reading: Reading,
  conversationId: number,
  query: ThreadQuery,
): Promise<{ messages: ConversationMessage[]; olderCursor: number | null }> {
  const rows = await messageRows(
    db,
    and(
      eq(m.conversationId, conversationId),
      query.before === undefined ? undefined : lt(m.id, query.before),
    ),
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map((row) => toMessage(row, reading)),
    olderCursor: rows.length > query.limit ? (page[0]?.id ?? null) : null,
  };
}

/** One message, read back after it is written. */
export async function readMessage(
  db: Executor,
  reading: Reading,
  id: number,
): Promise<ConversationMessage> {
  const [row] = await messageRows(db, eq(m.id, id), 1);
  if (!row) throw new Error(`message ${id} vanished`);
  return toMessage(row, reading);
}
