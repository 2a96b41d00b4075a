import type {
  FeeReport,
  FeeReportBody,
  FeeReportResolutionBody,
  FeeReportState,
} from '@bayti/data/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { feeReports, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { adminRecipientIds } from '../../events/emit';
import { withEvents, type EventDeps } from '../../events/transaction';
import { conflict, notFound } from '../../errors';
import { LINKS } from '../listings';
import { recordModeration } from '../moderation';

const f = feeReports;
const worker = alias(users, 'worker');
const resolver = alias(users, 'resolver');

/**
 * A worker who was asked to pay (a worker never pays, by UAE law) tells Bayti: the admins are
 * told at once, and the report waits first in their Reports queue, marked urgent, until an admin
 * resolves it with what Bayti did.
 */
export class FeeReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  async file(workerId: number, body: FeeReportBody) {
    const now = this.clock.now();
    return withEvents(this.events, async (tx, emit) => {
      const [report] = await tx
        .insert(f)
        .values({ workerId, askedBy: body.askedBy, note: body.note, createdAt: now })
        .returning({ id: f.id, createdAt: f.createdAt });
      const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, workerId));
      await emit({
        type: 'report.fee_asked',
        recipientIds: await adminRecipientIds(tx),
        params: { worker: who?.name ?? '', askedBy: body.askedBy },
        link: LINKS.reports,
      });
      return { id: report!.id, createdAt: report!.createdAt.toISOString() };
    });
  }

  async list(query: { state: FeeReportState; page: number; pageSize: number }) {
    const where = eq(f.state, query.state);
    const order =
      query.state === 'open' ? [asc(f.createdAt), asc(f.id)] : [desc(f.resolvedAt), desc(f.id)];
    const [rows, [total]] = await Promise.all([
      this.rows(this.db)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(f).where(where),
    ]);
    return {
      items: rows.map(toReport),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Resolved with what Bayti did; recorded as a moderation action. */
  async resolve(adminId: number, id: number, body: FeeReportResolutionBody): Promise<FeeReport> {
    if (!fitsIntegerColumn(id)) throw notFound('reports.notFound');
    const now = this.clock.now();
    return withEvents(this.events, async (tx) => {
      const [report] = await tx.select().from(f).where(eq(f.id, id)).for('update').limit(1);
      if (!report) throw notFound('reports.notFound');
      if (report.state !== 'open') throw conflict('reports.alreadyResolved');
      await tx
        .update(f)
        .set({ state: 'resolved', resolvedBy: adminId, resolvedAt: now, resolution: body.note })
        .where(eq(f.id, id));
      await recordModeration(tx, now, {
        actorId: adminId,
        action: 'resolve_fee_report',
        targetType: 'fee_report',
        targetId: id,
        reason: body.note,
        before: { state: 'open' },
        after: { state: 'resolved', workerId: report.workerId },
      });
      const [row] = await this.rows(tx).where(eq(f.id, id));
      return toReport(row!);
    });
  }

  private rows(db: Database | Transaction) {
    return db
      .select({
        id: f.id,
        askedBy: f.askedBy,
        note: f.note,
        state: f.state,
        createdAt: f.createdAt,
        resolvedAt: f.resolvedAt,
        resolution: f.resolution,
        workerId: worker.id,
        workerName: worker.name,
        resolverId: resolver.id,
        resolverName: resolver.name,
      })
      .from(f)
      .innerJoin(worker, eq(worker.id, f.workerId))
      .leftJoin(resolver, eq(resolver.id, f.resolvedBy))
      .$dynamic();
  }
}

type Row = Awaited<ReturnType<ReturnType<FeeReportService['rows']>['execute']>>[number];

const toReport = (row: Row): FeeReport => ({
  id: row.id,
  askedBy: row.askedBy,
  note: row.note,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
  worker: { id: row.workerId, name: row.workerName },
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolvedBy: row.resolverId !== null ? { id: row.resolverId, name: row.resolverName ?? '' } : null,
  resolution: row.resolution,
});
