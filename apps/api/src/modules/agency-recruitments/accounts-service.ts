import type {
  ClientCountry,
  AccountDetail,
  AccountRow,
  AgencyAccountsPage,
  AgencyAccountsQuery,
  RecordPaymentBody,
  UpdateAccountBody,
} from '@bayti/data/contract';
import { fromFils, toFils } from '@bayti/data/contract';
import { and, asc, count, desc, eq, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import type { Transaction } from '../../db/transaction';
import {
  agencies,
  candidates,
  pipelineEntries,
  recruitmentPayments,
  recruitments,
  refundCases,
  users,
} from '../../db/schema';
import { conflict, notFound, validationError } from '../../errors';
import { uaeDay } from '../../uae-calendar';
import { balanceOf, filsOf, matchingAny, numericOf } from '../billing';
import { managedBy, type AgencyScope } from './scope';

const r = recruitments;
const c = candidates;
const p = recruitmentPayments;
const family = users;

/** Paid per recruitment, for a left join. */
export const paidPerRecruitment = (db: Database | Transaction) =>
  db
    .select({ recruitmentId: p.recruitmentId, paid: sum(p.amount).as('paid') })
    .from(p)
    .groupBy(p.recruitmentId)
    .as('paid_per_recruitment');

/** The invoice number of a recruitment's account: AGR-000123. */
export const invoiceNumberOf = (id: number) => `AGR-${String(id).padStart(6, '0')}`;

/**
 * The agency's Accounts: a row per recruitment of its candidates, the placement fee it set (or the
 * default), the payments received and the balance, in exact decimals.
 */
export class AgencyAccountService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private rows(db: Database | Transaction) {
    const paid = paidPerRecruitment(db);
    return {
      paid,
      query: db
        .select({
          id: r.id,
          candidateId: r.candidateId,
          candidate: c.name,
          position: c.managedPosition,
          country: family.country,
          amountPayable: r.amountPayable,
          paid: paid.paid,
          candidateAddedAt: c.createdAt,
          updatedAt: r.updatedAt,
          selectionDate: sql<
            string | null
          >`coalesce(${pipelineEntries.selectionDate}, ${c.selectionDate})`,
          stage: r.agencyStage,
        })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .innerJoin(family, eq(family.id, r.familyId))
        .innerJoin(pipelineEntries, eq(pipelineEntries.id, r.pipelineEntryId))
        .leftJoin(paid, eq(paid.recruitmentId, r.id)),
    };
  }

  private toRow(row: {
    id: number;
    candidateId: number;
    candidate: string;
    position: string;
    country: ClientCountry;
    amountPayable: string;
    paid: string | null;
    candidateAddedAt: Date;
    updatedAt: Date;
    selectionDate: string | null;
    stage: string;
  }): AccountRow {
    return {
      id: row.id,
      candidateId: row.candidateId,
      candidate: row.candidate,
      position: row.position,
      deployedCountry: row.country,
      ...balanceOf(row.amountPayable, row.paid),
      candidateAddOn: uaeDay(row.candidateAddedAt),
      lastUpdatedOn: uaeDay(row.updatedAt),
      selectionDate: row.selectionDate,
      recruitmentStatus: row.stage === 'deployed' ? 'Completed' : 'In Progress',
    };
  }

  async list(scope: AgencyScope, query: AgencyAccountsQuery): Promise<AgencyAccountsPage> {
    const where: SQL | undefined = and(
      managedBy(scope),
      matchingAny(query.search, c.name, c.managedPosition),
      query.status === 'Completed'
        ? eq(r.agencyStage, 'deployed')
        : query.status === 'In Progress'
          ? ne(r.agencyStage, 'deployed')
          : undefined,
    );
    const { query: rows } = this.rows(this.db);
    const paid = paidPerRecruitment(this.db);
    const [items, [totals], [refunds]] = await Promise.all([
      rows
        .where(where)
        .orderBy(desc(r.updatedAt), desc(r.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({
          n: count(),
          payable: sum(r.amountPayable),
          paid: sum(paid.paid),
        })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .leftJoin(paid, eq(paid.recruitmentId, r.id))
        .where(where),
      // Refund cases of the agency's placements (decision 0026), whatever the search.
      this.db
        .select({
          due: sql<number>`coalesce(sum(${refundCases.amountDueFils}) filter (where ${refundCases.status} = 'open'), 0)`.mapWith(
            Number,
          ),
          paid: sql<number>`coalesce(sum(${refundCases.amountDueFils}) filter (where ${refundCases.status} = 'paid'), 0)`.mapWith(
            Number,
          ),
        })
        .from(refundCases)
        .where(scope.agencyId === null ? sql`false` : eq(refundCases.agencyId, scope.agencyId)),
    ]);
    return {
      items: items.map((row) => this.toRow(row)),
      totals: {
        recruitments: totals?.n ?? 0,
        ...balanceOf(totals?.payable ?? null, totals?.paid ?? null),
        refundsDue: fromFils(refunds?.due ?? 0),
        refundsPaid: fromFils(refunds?.paid ?? 0),
      },
      total: totals?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private async row(
    db: Database | Transaction,
    scope: AgencyScope,
    id: number,
  ): Promise<AccountRow> {
    if (!fitsIntegerColumn(id)) throw notFound('recruitments.notFound');
    const [row] = await this.rows(db).query.where(and(eq(r.id, id), managedBy(scope)));
    if (!row) throw notFound('recruitments.notFound');
    return this.toRow(row);
  }

  async detail(scope: AgencyScope, id: number): Promise<AccountDetail> {
    const account = await this.row(this.db, scope, id);
    const [[header], payments] = await Promise.all([
      this.db
        .select({
          agencyName: agencies.agencyName,
          agencyAddress: agencies.streetAddress,
          agencyEmail: agencies.email,
          familyName: family.name,
          familyEmail: family.email,
          nationality: c.nationality,
        })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .innerJoin(family, eq(family.id, r.familyId))
        .leftJoin(agencies, eq(agencies.id, c.agencyId))
        .where(eq(r.id, id)),
      this.db
        .select({
          id: p.id,
          amount: p.amount,
          receivedOn: p.receivedOn,
          reference: p.reference,
          recordedAt: p.createdAt,
        })
        .from(p)
        .where(eq(p.recruitmentId, id))
        .orderBy(asc(p.receivedOn), asc(p.id)),
    ]);
    if (!header) throw notFound('recruitments.notFound');
    return {
      account,
      payments: payments.map((payment) => ({
        ...payment,
        amount: fromFils(filsOf(payment.amount)),
        recordedAt: payment.recordedAt.toISOString(),
      })),
      invoice: {
        number: invoiceNumberOf(id),
        date: uaeDay(this.clock.now()),
        agency: {
          name: header.agencyName ?? '',
          address: header.agencyAddress ?? '',
          email: header.agencyEmail ?? '',
        },
        billTo: { name: header.familyName, email: header.familyEmail },
        nationality: header.nationality,
        currency: 'AED',
      },
    };
  }

  /** Locks the recruitment (so two payments cannot both fit one balance); null if not the agency's. */
  private async lock(tx: Transaction, scope: AgencyScope, id: number) {
    if (!fitsIntegerColumn(id)) return null;
    const [row] = await tx
      .select({ id: r.id, startedOn: r.startedOn, payable: r.amountPayable })
      .from(r)
      .innerJoin(c, eq(c.id, r.candidateId))
      .where(and(eq(r.id, id), managedBy(scope)))
      .for('update', { of: r });
    if (!row) return null;
    const [paid] = await tx
      .select({ total: sum(p.amount) })
      .from(p)
      .where(eq(p.recruitmentId, id));
    return { ...row, payableFils: filsOf(row.payable), paidFils: filsOf(paid?.total ?? null) };
  }

  async updatePayable(
    scope: AgencyScope,
    id: number,
    body: UpdateAccountBody,
  ): Promise<AccountRow> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, scope, id);
      if (!locked) throw notFound('recruitments.notFound');
      const payable = toFils(body.amountPayable);
      if (payable < locked.paidFils) throw conflict('recruitments.payableBelowPaid');
      await tx
        .update(r)
        .set({ amountPayable: numericOf(payable), updatedAt: this.clock.now() })
        .where(eq(r.id, id));
      return this.row(tx, scope, id);
    });
  }

  async recordPayment(
    scope: AgencyScope,
    id: number,
    body: RecordPaymentBody,
  ): Promise<AccountRow> {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, scope, id);
      if (!locked) throw notFound('recruitments.notFound');
      const now = this.clock.now();
      if (body.receivedOn < locked.startedOn) {
        throw validationError({ receivedOn: 'recruitments.dateBeforeOffer' });
      }
      if (body.receivedOn > uaeDay(now)) {
        throw validationError({ receivedOn: 'recruitments.dateInFuture' });
      }
      const amount = toFils(body.amount);
      if (locked.paidFils + amount > locked.payableFils) {
        throw conflict('recruitments.paymentAboveBalance');
      }
      await tx.insert(p).values({
        recruitmentId: id,
        amount: numericOf(amount),
        receivedOn: body.receivedOn,
        reference: body.reference,
        recordedBy: scope.userId,
        createdAt: now,
      });
      await tx.update(r).set({ updatedAt: now }).where(eq(r.id, id));
      return this.row(tx, scope, id);
    });
  }
}
