import type {
  RecordRefundBody,
  RefundCase,
  RefundCasesList,
  RefundTotals,
} from '@bayti/data/contract';
import { fromFils } from '@bayti/data/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { agencies, candidates, recruitments, refundCases, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { withEvents, type EventDeps } from '../../events/transaction';
import { conflict, notFound, validationError } from '../../errors';
import { uaeDay } from '../../uae-calendar';
import { REFUND_LINKS, aedText } from './links';
import { basisOf, daysBetween } from './rule';

const rc = refundCases;
const family = alias(users, 'refund_family');
const replacementRecruitment = alias(recruitments, 'replacement_recruitment');
const replacementCandidate = alias(candidates, 'replacement_candidate');

/** Who reads: a family (her cases), an agency (its cases) or an admin (every case). */
export type RefundReader =
  | { kind: 'family'; familyId: number }
  | { kind: 'agency'; agencyId: number | null }
  | { kind: 'admin' };

function scopeOf(reader: RefundReader): SQL {
  if (reader.kind === 'family') return eq(rc.familyId, reader.familyId);
  if (reader.kind === 'agency')
    return reader.agencyId === null ? sql`false` : eq(rc.agencyId, reader.agencyId);
  return sql`true`;
}

const columns = {
  id: rc.id,
  recruitmentId: rc.recruitmentId,
  candidateId: rc.candidateId,
  candidateName: candidates.name,
  familyId: rc.familyId,
  familyName: family.name,
  agencyId: rc.agencyId,
  agencyName: agencies.agencyName,
  reason: rc.reason,
  startedOn: rc.startedOn,
  returnedOn: rc.returnedOn,
  feeFils: rc.feeFils,
  amountDueFils: rc.amountDueFils,
  dueOn: rc.dueOn,
  status: rc.status,
  paidOn: rc.paidOn,
  paidReference: rc.paidReference,
  replacementRecruitmentId: rc.replacementRecruitmentId,
  replacementCandidateId: replacementCandidate.id,
  replacementName: replacementCandidate.name,
  createdAt: rc.createdAt,
};

const selectCases = (db: Database | Transaction) =>
  db
    .select(columns)
    .from(rc)
    .innerJoin(candidates, eq(candidates.id, rc.candidateId))
    .innerJoin(family, eq(family.id, rc.familyId))
    .leftJoin(agencies, eq(agencies.id, rc.agencyId))
    .leftJoin(replacementRecruitment, eq(replacementRecruitment.id, rc.replacementRecruitmentId))
    .leftJoin(
      replacementCandidate,
      eq(replacementCandidate.id, replacementRecruitment.candidateId),
    );

type Row = Awaited<ReturnType<typeof selectCases>>[number];

/** A case as read on `today`: the days left to its due date, and whether it is overdue. */
export function toRefundCase(row: Row, today: string): RefundCase {
  const open = row.status === 'open';
  return {
    id: row.id,
    recruitmentId: row.recruitmentId,
    candidate: { id: row.candidateId, name: row.candidateName },
    family: { id: row.familyId, name: row.familyName },
    agency:
      row.agencyId !== null && row.agencyName !== null
        ? { id: row.agencyId, name: row.agencyName }
        : null,
    reason: row.reason,
    startedOn: row.startedOn,
    returnedOn: row.returnedOn,
    fee: fromFils(row.feeFils),
    amountDue: fromFils(row.amountDueFils),
    basis: basisOf(row),
    dueOn: row.dueOn,
    status: row.status,
    daysLeft: open ? daysBetween(today, row.dueOn) : null,
    overdue: open && today > row.dueOn,
    paidOn: row.paidOn,
    paidReference: row.paidReference,
    replacement:
      row.replacementRecruitmentId !== null &&
      row.replacementCandidateId !== null &&
      row.replacementName !== null
        ? {
            recruitmentId: row.replacementRecruitmentId,
            candidateId: row.replacementCandidateId,
            name: row.replacementName,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Sums of a list, in fils then AED. */
export function refundTotals(cases: readonly RefundCase[]): RefundTotals {
  const fils = (amount: number) => Math.round(amount * 100);
  let due = 0;
  let overdueAmount = 0;
  let paid = 0;
  for (const item of cases) {
    if (item.status === 'paid') paid += fils(item.amountDue);
    else due += fils(item.amountDue);
    if (item.overdue) overdueAmount += fils(item.amountDue);
  }
  return {
    open: cases.filter((item) => item.status === 'open').length,
    overdue: cases.filter((item) => item.overdue).length,
    due: fromFils(due),
    overdueAmount: fromFils(overdueAmount),
    paid: fromFils(paid),
  };
}

/**
 * Refund cases as each reader sees them (overdue first, then open by due date, then paid, newest
 * first), and the refund recorded as paid by the agency that placed the worker or an admin.
 */
export class RefundCaseService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  async list(reader: RefundReader): Promise<RefundCasesList> {
    const today = uaeDay(this.clock.now());
    const rows = await selectCases(this.db)
      .where(scopeOf(reader))
      .orderBy(
        sql`(${rc.status} = 'open' and ${rc.dueOn} < ${today}) desc`,
        sql`(${rc.status} = 'open') desc`,
        sql`case when ${rc.status} = 'open' then ${rc.dueOn} end asc`,
        desc(rc.returnedOn),
        asc(rc.id),
      );
    const items = rows.map((row) => toRefundCase(row, today));
    return { items, totals: refundTotals(items) };
  }

  async recordPaid(
    reader: RefundReader & { userId: number },
    id: number,
    body: RecordRefundBody,
  ): Promise<RefundCase> {
    if (!fitsIntegerColumn(id) || reader.kind === 'family') throw notFound('refunds.notFound');
    const now = this.clock.now();
    const today = uaeDay(now);
    await withEvents(this.events, async (tx, emit) => {
      const [found] = await tx
        .select({
          status: rc.status,
          returnedOn: rc.returnedOn,
          familyId: rc.familyId,
          position: candidates.position,
        })
        .from(rc)
        .innerJoin(candidates, eq(candidates.id, rc.candidateId))
        .where(and(eq(rc.id, id), scopeOf(reader)))
        .for('update', { of: rc });
      if (!found) throw notFound('refunds.notFound');
      if (found.status === 'paid') throw conflict('refunds.alreadyPaid');
      if (body.paidOn < found.returnedOn || body.paidOn > today)
        throw validationError({ paidOn: 'refunds.paidDateRange' });
      await tx
        .update(rc)
        .set({
          status: 'paid',
          paidOn: body.paidOn,
          paidReference: body.reference,
          paidRecordedBy: reader.userId,
          updatedAt: now,
        })
        .where(eq(rc.id, id));
      const [row] = await selectCases(tx).where(eq(rc.id, id));
      await emit({
        type: 'refund_case.paid',
        recipientIds: [found.familyId],
        params: {
          candidate: row!.candidateName,
          amount: aedText(row!.amountDueFils),
          paidOn: body.paidOn,
          reference: body.reference,
        },
        link: REFUND_LINKS.family(found.position),
      });
    });
    const [row] = await selectCases(this.db).where(eq(rc.id, id));
    return toRefundCase(row!, today);
  }
}
