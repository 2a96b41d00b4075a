import {
  REPORTED_MESSAGES_MAX,
  type ConversationReport,
  type ConversationReportResolutionBody,
  type ConversationReportState,
} from '@bayti/data/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import {
  agencies,
  candidates,
  conversationMessages,
  conversationReports,
  conversations,
  users,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../clock';
import { recordModeration } from '../moderation';
import { tellParticipants, type LiveDeps } from './tell';

type Executor = Database | Transaction;

const r = conversationReports;
const c = conversations;
const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const resolver = alias(users, 'resolver');
const family = alias(users, 'report_family');
const sender = alias(users, 'report_sender');

const person = (id: number | null, name: string | null) =>
  id !== null ? { id, name: name ?? '' } : null;

function reportRows(db: Executor) {
  return db
    .select({
      report: r,
      reporterName: reporter.name,
      reportedName: reported.name,
      resolverName: resolver.name,
      candidate: { id: candidates.id, name: candidates.name },
      familyName: family.name,
      agencyName: agencies.name,
      conversation: c,
    })
    .from(r)
    .innerJoin(c, eq(c.id, r.conversationId))
    .innerJoin(candidates, eq(candidates.id, c.candidateId))
    .innerJoin(family, eq(family.id, c.familyId))
    .leftJoin(agencies, eq(agencies.id, c.agencyId))
    .leftJoin(reporter, eq(reporter.id, r.reporterId))
    .leftJoin(reported, eq(reported.id, r.reportedId))
    .leftJoin(resolver, eq(resolver.id, r.resolvedBy))
    .$dynamic();
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['execute']>>[number];

/** The latest messages of each conversation, oldest first, for the admin to judge. */
async function latestMessages(db: Executor, conversationIds: number[]) {
  const byConversation = new Map<number, ConversationReport['messages']>();
  for (const id of new Set(conversationIds)) {
    const rows = await db
      .select({
        id: conversationMessages.id,
        side: conversationMessages.side,
        senderName: sender.name,
        text: conversationMessages.body,
        sentAt: conversationMessages.sentAt,
        asksForMoney: conversationMessages.asksForMoney,
        hasLink: conversationMessages.hasLink,
      })
      .from(conversationMessages)
      .leftJoin(sender, eq(sender.id, conversationMessages.senderId))
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(desc(conversationMessages.id))
      .limit(REPORTED_MESSAGES_MAX);
    byConversation.set(
      id,
      rows.reverse().map(({ asksForMoney, hasLink, senderName, sentAt, ...message }) => ({
        ...message,
        sentAt: sentAt.toISOString(),
        senderName: senderName ?? '',
        warning: asksForMoney || hasLink ? { asksForMoney, hasLink } : null,
      })),
    );
  }
  return byConversation;
}

async function toReports(db: Executor, rows: ReportRow[]): Promise<ConversationReport[]> {
  const messages = await latestMessages(
    db,
    rows.map((row) => row.conversation.id),
  );
  return rows.map((row) => ({
    id: row.report.id,
    reason: row.report.reason,
    note: row.report.note,
    state: row.report.state,
    createdAt: row.report.createdAt.toISOString(),
    reporter: person(row.report.reporterId, row.reporterName),
    reported: person(row.report.reportedId, row.reportedName),
    conversation: {
      id: row.conversation.id,
      candidate: row.candidate,
      family: { id: row.conversation.familyId, name: row.familyName },
      agency: person(row.conversation.agencyId, row.agencyName),
      blocked: row.conversation.blockedBy !== null,
    },
    messages: messages.get(row.conversation.id) ?? [],
    resolvedAt: row.report.resolvedAt?.toISOString() ?? null,
    resolvedBy: person(row.report.resolvedBy, row.resolverName),
    resolution: row.report.resolution,
  }));
}

/**
 * The admins' side of conversation reports (docs/decisions/0030): the queue, with each
 * conversation's latest messages, and the resolution, which may block the conversation. Recorded
 * as a moderation action.
 */
export class ConversationReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly liveDeps: LiveDeps,
  ) {}

  async list(query: { state: ConversationReportState; page: number; pageSize: number }) {
    const where = eq(r.state, query.state);
    const order =
      query.state === 'open' ? [asc(r.createdAt), asc(r.id)] : [desc(r.resolvedAt), desc(r.id)];
    const [rows, [total]] = await Promise.all([
      reportRows(this.db)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(r).where(where),
    ]);
    return {
      items: await toReports(this.db, rows),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async resolve(
    adminId: number,
    id: number,
    body: ConversationReportResolutionBody,
  ): Promise<ConversationReport> {
    if (!fitsIntegerColumn(id)) throw notFound('reports.notFound');
    const now = this.clock.now();
    const { report: resolved, tell } = await this.db.transaction(async (tx) => {
      const [report] = await tx.select().from(r).where(eq(r.id, id)).for('update');
      if (!report) throw notFound('reports.notFound');
      if (report.state !== 'open') throw conflict('reports.alreadyResolved');
      await tx
        .update(r)
        .set({ state: 'resolved', resolvedBy: adminId, resolvedAt: now, resolution: body.note })
        .where(eq(r.id, id));
      let tell: (() => Promise<void>) | null = null;
      if (body.block) {
        const [row] = await tx
          .update(c)
          .set({ blockedBy: 'admin', blockedAt: now })
          .where(eq(c.id, report.conversationId))
          .returning();
        // Both sides' open pages stop offering to write.
        tell = await tellParticipants(this.liveDeps, tx, row!);
      }
      await recordModeration(tx, now, {
        actorId: adminId,
        action: 'resolve_conversation_report',
        targetType: 'conversation_report',
        targetId: id,
        reason: body.note,
        before: { state: 'open' },
        after: { state: 'resolved', blocked: body.block, reportedId: report.reportedId },
      });
      const rows = await reportRows(tx).where(eq(r.id, id));
      const [written] = await toReports(tx, rows);
      return { report: written!, tell };
    });
    await tell?.();
    return resolved;
  }
}
