import type {
  ProfileReportReason,
  ProfileReport,
  ProfileReportBody,
  ProfileReportResolutionBody,
  ProfileReportsQuery,
} from '@bayti/data/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { isUniqueViolation } from '../../db/unique-violation';
import { agencies, candidates, profileReports, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { adminRecipientIds } from '../../events/emit';
import { creditFamily } from '../billing';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import { conflict, notFound } from '../../errors';
import { LINKS } from '../listings';
import {
  hideProfile,
  recordModeration,
  listingAgencyId,
  reviewCandidateColumns,
  reviewCandidateOf,
} from '../moderation';

const p = profileReports;

/** Hides a reported profile inside the resolution's transaction, as an admin's Hide does. */
async function hideReported(
  tx: Transaction,
  emit: Emit,
  now: Date,
  adminId: number,
  candidateId: number,
  reason: string,
) {
  const [row] = await tx
    .select()
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update')
    .limit(1);
  if (!row) throw notFound('candidates.notFound');
  if (row.listingStatus === 'hidden') throw conflict('moderation.alreadyHidden');
  await hideProfile(tx, emit, adminId, row, reason, now);
}
/** The reports that, upheld, mean the family paid to see a contact that did not serve her. */
const CREDITED_REASONS: readonly ProfileReportReason[] = ['unreachable', 'already_hired'];

const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');

/** Families' reports on public profiles, and the admin Reports queue. */
export class ReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  /** A family reports a listed profile; one open report per family and profile. */
  async file(familyId: number, candidateId: number, body: ProfileReportBody) {
    const now = this.clock.now();
    if (!fitsIntegerColumn(candidateId)) throw notFound('candidates.notFound');
    try {
      return await withEvents(this.events, async (tx, emit) => {
        const [row] = await tx
          .select({ id: candidates.id, name: candidates.name })
          .from(candidates)
          .where(sql`${candidates.id} = ${candidateId} and ${candidates.isPublished}`)
          .limit(1);
        if (!row) throw notFound('candidates.notFound');
        const [report] = await tx
          .insert(p)
          .values({
            candidateId,
            reporterId: familyId,
            reason: body.reason,
            note: body.note,
            createdAt: now,
          })
          .returning({
            id: p.id,
            reason: p.reason,
            note: p.note,
            state: p.state,
            createdAt: p.createdAt,
          });
        await emit({
          type: 'report.received',
          recipientIds: await adminRecipientIds(tx),
          params: { candidate: row.name, reason: body.reason.replace(/_/g, ' ') },
          link: LINKS.reports,
        });
        return { ...report!, createdAt: report!.createdAt.toISOString() };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('reports.alreadyOpen');
      throw error;
    }
  }

  async list(query: ProfileReportsQuery) {
    const where = eq(p.state, query.state);
    const order =
      query.state === 'open' ? [asc(p.createdAt), asc(p.id)] : [desc(p.resolvedAt), desc(p.id)];
    const [ids, [total]] = await Promise.all([
      this.db
        .select({ id: p.id })
        .from(p)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(p).where(where),
    ]);
    const items = await Promise.all(ids.map(({ id }) => this.read(this.db, id)));
    return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Uphold or dismiss an open report, with a note; recorded as a moderation action. Upheld with
   * `hide`, the profile is hidden with the note as its reason in the same transaction (recorded
   * too, its owner told): a profile already hidden refuses the whole resolution.
   */
  async resolve(adminId: number, id: number, body: ProfileReportResolutionBody) {
    if (!fitsIntegerColumn(id)) throw notFound('reports.notFound');
    const now = this.clock.now();
    const state = body.outcome === 'uphold' ? 'upheld' : 'dismissed';
    return withEvents(this.events, async (tx, emit) => {
      const [report] = await tx.select().from(p).where(eq(p.id, id)).for('update').limit(1);
      if (!report) throw notFound('reports.notFound');
      if (report.state !== 'open') throw conflict('reports.alreadyResolved');
      await tx
        .update(p)
        .set({ state, resolvedBy: adminId, resolvedAt: now, resolution: body.note })
        .where(eq(p.id, id));
      await recordModeration(tx, now, {
        actorId: adminId,
        action: body.outcome === 'uphold' ? 'uphold_report' : 'dismiss_report',
        targetType: 'report',
        targetId: id,
        reason: body.note,
        before: { state: 'open' },
        after: { state, candidateId: report.candidateId },
      });
      // Reachable or credited: an upheld "could not reach her" or "already hired" adds days to
      // the reporting family's plan (decision 0025).
      if (body.outcome === 'uphold' && CREDITED_REASONS.includes(report.reason))
        await creditFamily(tx, emit, report.reporterId, report.candidateId, 'report_upheld', now);
      // A refused hide throws, and the resolution above rolls back with it.
      if (body.outcome === 'uphold' && body.hide)
        await hideReported(tx, emit, now, adminId, report.candidateId, body.note);
      return this.read(tx, id);
    });
  }

  private async read(db: Database | Transaction, id: number): Promise<ProfileReport> {
    const [row] = await db
      .select({
        id: p.id,
        reason: p.reason,
        note: p.note,
        state: p.state,
        createdAt: p.createdAt,
        resolvedAt: p.resolvedAt,
        resolution: p.resolution,
        reporterId: reporter.id,
        reporterName: reporter.name,
        resolverId: resolver.id,
        resolverName: resolver.name,
        ...reviewCandidateColumns,
      })
      .from(p)
      .innerJoin(candidates, eq(candidates.id, p.candidateId))
      .innerJoin(reporter, eq(reporter.id, p.reporterId))
      .leftJoin(agencies, sql`${agencies.id} = ${listingAgencyId}`)
      .leftJoin(resolver, eq(resolver.id, p.resolvedBy))
      .where(eq(p.id, id))
      .limit(1);
    if (!row) throw notFound('reports.notFound');
    return {
      id: row.id,
      reason: row.reason,
      note: row.note,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      reporter: { id: row.reporterId, name: row.reporterName },
      candidate: reviewCandidateOf(row),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy:
        row.resolverId !== null ? { id: row.resolverId, name: row.resolverName ?? '' } : null,
      resolution: row.resolution,
    };
  }
}
