import type { ConversationSide } from '@bayti/data/contract';
import { and, count, eq, gt, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { agencies, candidates, conversationMessages, conversations, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { agencyRecipientIds } from '../../events/emit';
import type { Emit } from '../../events/transaction';
import { addDays } from '../../uae-calendar';
import { maskPhones, scanMessage } from '../scam-guard';
import { answererSide, readUpToOf, type Party } from './party';
import { guardReport } from './reports';

type Executor = Database | Transaction;
type Row = typeof conversations.$inferSelect;

/** Money-asking messages from one account within this window that make the guard report it. */
export const SCAM_REPEATS = 2;
export const SCAM_WINDOW_DAYS = 30;

/** The longest part of a message an email quotes. */
const PREVIEW_MAX = 140;

/** Where each side reads its messages in the portal. */
const INBOX_LINKS: Record<ConversationSide, string> = {
  family: '/dashboard/employer/messages',
  worker: '/dashboard/candidate/messages',
  agency: '/dashboard/agency/messages',
};

export const conversationLink = (side: ConversationSide, id: number) =>
  `${INBOX_LINKS[side]}?c=${id}`;

/** The accounts of one side of a conversation. */
export async function sideIds(tx: Executor, row: Row, side: ConversationSide): Promise<number[]> {
  if (side === 'family') return [row.familyId];
  if (row.agencyId !== null) return agencyRecipientIds(tx, row.agencyId);
  return row.workerId !== null ? [row.workerId] : [];
}

/** Everyone who reads the conversation, on both sides. */
export async function participantIds(tx: Executor, row: Row): Promise<number[]> {
  return [...(await sideIds(tx, row, 'family')), ...(await sideIds(tx, row, answererSide(row)))];
}

/** The name the other side knows a side by: the family's, the agency's, or the worker's. */
async function sideName(tx: Executor, row: Row, side: ConversationSide): Promise<string> {
  if (side === 'agency' && row.agencyId !== null) {
    const [agency] = await tx
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, row.agencyId));
    return agency?.name ?? '';
  }
  const userId = side === 'family' ? row.familyId : row.workerId;
  const [user] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId ?? 0));
  return user?.name ?? '';
}

/**
 * Writes the party's message, scanned by the scam guard, and moves the conversation to the top of
 * both inboxes. The other side is emailed when this is its first unread message (not once per
 * message); an account that keeps asking for money is reported to the admins.
 */
export async function writeMessage(
  tx: Transaction,
  emit: Emit,
  row: Row,
  party: Party,
  text: string,
  now: Date,
): Promise<number> {
  const scan = scanMessage(text);
  const recipientSide: ConversationSide = party.side === 'family' ? answererSide(row) : 'family';
  const [unread] = await tx
    .select({ n: count() })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, row.id),
        ne(conversationMessages.side, recipientSide),
        gt(conversationMessages.id, readUpToOf(row, recipientSide) ?? 0),
      ),
    );
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: row.id,
      side: party.side,
      senderId: party.userId,
      body: text,
      asksForMoney: scan.asksForMoney,
      hasLink: scan.hasLink,
      sentAt: now,
    })
    .returning({ id: conversationMessages.id });
  const id = message!.id;
  // The writer has read everything up to their own message.
  await tx
    .update(conversations)
    .set({
      lastMessageAt: now,
      ...(party.side === 'family' ? { familyReadUpTo: id } : { answererReadUpTo: id }),
    })
    .where(eq(conversations.id, row.id));

  if ((unread?.n ?? 0) === 0) {
    const [candidate] = await tx
      .select({ name: candidates.name })
      .from(candidates)
      .where(eq(candidates.id, row.candidateId));
    const preview = maskPhones(text).text;
    await emit({
      type: 'message.received',
      recipientIds: await sideIds(tx, row, recipientSide),
      params: {
        sender: await sideName(tx, row, party.side),
        candidate: candidate?.name ?? '',
        preview: preview.length > PREVIEW_MAX ? `${preview.slice(0, PREVIEW_MAX - 1)}…` : preview,
      },
      link: conversationLink(recipientSide, row.id),
    });
  }
  // Families pay through Bayti; the staged-payment scams the guard watches for come from the
  // side posing as a worker or an agency, so only that side is reported for repeating it.
  if (scan.asksForMoney && party.side !== 'family')
    await reportRepeats(tx, emit, row, party.userId, now);
  return id;
}

/** Reports the sender to the admins once their money-asking messages repeat. */
async function reportRepeats(
  tx: Transaction,
  emit: Emit,
  row: Row,
  senderId: number,
  now: Date,
): Promise<void> {
  const [flagged] = await tx
    .select({ n: count() })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.senderId, senderId),
        eq(conversationMessages.asksForMoney, true),
        gte(conversationMessages.sentAt, addDays(now, -SCAM_WINDOW_DAYS)),
      ),
    );
  if ((flagged?.n ?? 0) >= SCAM_REPEATS) await guardReport(tx, emit, row, senderId, now);
}
