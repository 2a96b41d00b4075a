import type {
  ConversationSummary,
  ReportConversationBody,
  SentMessage,
  StartConversationBody,
  Thread,
  ThreadQuery,
} from '@bayti/data/contract';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import {
  agencies,
  candidates,
  conversationMessages,
  conversations,
  notifications,
  users,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { agencyMayWork } from '../../auth/agency-access';
import { AppError, conflict, notFound } from '../../errors';
import { withEvents, type EventDeps } from '../../events/transaction';
import { hasRunningPlan } from '../billing';
import { isAvailable } from '../offers';
import { reportConversation } from './reports';
import { partyConversations, otherReadUpTo, readUpToOf, type Party } from './party';
import {
  readHead,
  readInbox,
  readMessage,
  readMessages,
  readSummary,
  unreadTotal,
  type Reading,
} from './read';
import { tellParticipants, type LiveDeps } from './tell';
import { conversationLink, sideIds, writeMessage } from './write';

type Row = typeof conversations.$inferSelect;

export interface ConversationDeps extends EventDeps, LiveDeps {}

/**
 * Conversations (docs/decisions/0030): a verified family with a running plan writes first to a
 * listed worker, or to the agency that listed her; each side then reads, answers, blocks and
 * reports only its own conversations. Every change is told live to both sides' browsers.
 */
export class ConversationService {
  constructor(
    private readonly db: Database,
    private readonly deps: ConversationDeps,
  ) {}

  private now() {
    return this.deps.clock.now();
  }

  /** How the party reads: a family without a running plan sees phone numbers masked. */
  private async reading(party: Party): Promise<Reading> {
    const maskPhones =
      party.side === 'family' && !(await hasRunningPlan(this.db, party.userId, this.now()));
    return { party, maskPhones };
  }

  /** The party's conversation, locked for a change in `tx`; 404 when it is not theirs. */
  private async locked(tx: Transaction, party: Party, id: number): Promise<Row> {
    if (!fitsIntegerColumn(id)) throw notFound('conversations.notFound');
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), partyConversations(party)))
      .for('update');
    if (!row) throw notFound('conversations.notFound');
    return row;
  }

  /** Hints both sides' open pages, once the change is committed, to refetch the conversation. */
  private told(tx: Database | Transaction, row: Row): Promise<() => Promise<void>> {
    return tellParticipants(this.deps, tx, row);
  }

  async inbox(party: Party) {
    const reading = await this.reading(party);
    const [items, unread] = await Promise.all([
      readInbox(this.db, reading),
      unreadTotal(this.db, party),
    ]);
    return { items, unreadTotal: unread };
  }

  unread(party: Party): Promise<number> {
    return unreadTotal(this.db, party);
  }

  async thread(party: Party, id: number, query: ThreadQuery): Promise<Thread> {
    if (!fitsIntegerColumn(id)) throw notFound('conversations.notFound');
    const reading = await this.reading(party);
    const head = await readHead(this.db, reading, id);
    if (!head) throw notFound('conversations.notFound');
    const page = await readMessages(this.db, reading, id, query);
    return {
      conversation: head.summary,
      ...page,
      readUpTo: otherReadUpTo(head.row, party.side),
      canWrite: !head.summary.blocked,
    };
  }

  /** The family's first message to a candidate; later ones join the same conversation. */
  async start(familyId: number, body: StartConversationBody): Promise<SentMessage> {
    const party: Party = { side: 'family', userId: familyId };
    const now = this.now();
    const conversationId = await this.openFor(familyId, body.candidateId, now);
    return this.send(party, conversationId, { text: body.text });
  }

  /** Finds or opens the family's conversation about the candidate, after every check. */
  private async openFor(familyId: number, candidateId: number, now: Date): Promise<number> {
    if (!fitsIntegerColumn(candidateId)) throw notFound('conversations.candidateNotFound');
    return this.db.transaction(async (tx) => {
      const [family] = await tx
        .select({ verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, familyId));
      if (!family?.verifiedAt) throw conflict('conversations.verifyEmail');
      if (!(await hasRunningPlan(tx, familyId, now)))
        throw new AppError('plan_required', 'billing.planRequired');
      const [existing] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.familyId, familyId), eq(conversations.candidateId, candidateId)),
        );
      if (existing) return existing.id;

      const [candidate] = await tx
        .select({ row: candidates, agencyStatus: agencies.status })
        .from(candidates)
        .leftJoin(agencies, eq(agencies.id, candidates.publisherAgencyId))
        .where(eq(candidates.id, candidateId));
      if (!candidate || !isAvailable(candidate.row))
        throw notFound('conversations.candidateNotFound');
      const { publisherAgencyId, userId } = candidate.row;
      if (publisherAgencyId === null && userId === null)
        throw conflict('conversations.noOneToAnswer');
      if (publisherAgencyId !== null && !agencyMayWork(candidate.agencyStatus))
        throw conflict('conversations.agencyLocked');
      const [opened] = await tx
        .insert(conversations)
        .values({
          familyId,
          candidateId,
          agencyId: publisherAgencyId,
          workerId: publisherAgencyId === null ? userId : null,
          createdAt: now,
          lastMessageAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (opened) return opened.id;
      // Two first messages at once: the other request opened it.
      const [raced] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.familyId, familyId), eq(conversations.candidateId, candidateId)),
        );
      return raced!.id;
    });
  }

  async send(party: Party, id: number, body: { text: string }): Promise<SentMessage> {
    const { messageId, tell } = await withEvents(this.deps, async (tx, emit) => {
      const row = await this.locked(tx, party, id);
      if (row.blockedBy !== null) throw conflict('conversations.blocked');
      const written = await writeMessage(tx, emit, row, party, body.text, this.now());
      return { messageId: written, tell: await this.told(tx, row) };
    });
    await tell();
    const reading = await this.reading(party);
    return { conversationId: id, message: await readMessage(this.db, reading, messageId) };
  }

  /** Marks the thread read up to its last message for the party's side. */
  async markRead(party: Party, id: number): Promise<ConversationSummary> {
    const tell = await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, party, id);
      const [newest] = await tx
        .select({ id: sql<number | null>`max(${conversationMessages.id})` })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, id),
            ne(conversationMessages.side, party.side),
            gt(conversationMessages.id, readUpToOf(row, party.side) ?? 0),
          ),
        );
      if (newest?.id == null) return null;
      await tx
        .update(conversations)
        .set(
          party.side === 'family' ? { familyReadUpTo: newest.id } : { answererReadUpTo: newest.id },
        )
        .where(eq(conversations.id, id));
      // The bell's "new message" notifications of this thread are read with it, for the whole
      // side (an agency reads as one), so the bell never counts a message twice.
      await tx
        .update(notifications)
        .set({ readAt: this.now() })
        .where(
          and(
            inArray(notifications.userId, await sideIds(tx, row, party.side)),
            eq(notifications.type, 'message.received'),
            eq(notifications.link, conversationLink(party.side, id)),
            isNull(notifications.readAt),
          ),
        );
      return this.told(tx, row);
    });
    await tell?.();
    return this.summary(party, id);
  }

  async block(party: Party, id: number): Promise<ConversationSummary> {
    const tell = await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, party, id);
      if (row.blockedBy !== null) return null;
      await tx
        .update(conversations)
        .set({ blockedBy: party.side, blockedAt: this.now() })
        .where(eq(conversations.id, id));
      return this.told(tx, row);
    });
    await tell?.();
    return this.summary(party, id);
  }

  async unblock(party: Party, id: number): Promise<ConversationSummary> {
    const tell = await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, party, id);
      if (row.blockedBy === null) return null;
      if (row.blockedBy !== party.side) throw conflict('conversations.notBlockedByYou');
      await tx
        .update(conversations)
        .set({ blockedBy: null, blockedAt: null })
        .where(eq(conversations.id, id));
      return this.told(tx, row);
    });
    await tell?.();
    return this.summary(party, id);
  }

  async report(party: Party, id: number, body: ReportConversationBody) {
    try {
      await withEvents(this.deps, async (tx, emit) => {
        const row = await this.locked(tx, party, id);
        await reportConversation(tx, emit, row, party, body, this.now());
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('conversations.alreadyReported');
      throw error;
    }
    return this.summary(party, id);
  }

  private async summary(party: Party, id: number): Promise<ConversationSummary> {
    const found = await readSummary(this.db, await this.reading(party), id);
    if (!found) throw notFound('conversations.notFound');
    return found;
  }
}
