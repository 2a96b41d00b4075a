import {
  OPEN_INTERVIEW_STATUSES,
  PIPELINE_ENTRY_STATUSES,
  canMovePipeline,
  type EmployerPipelineCandidate,
  type EmployerPipelinePage,
  type EmployerPipelineQuery,
  type EmployerPosition,
  type PipelineCounts,
  type PipelineEntryStatus,
  type PipelineOffer,
  type PipelineSort,
  type UpdatePipelineBody,
} from '@bayti/data/contract';
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { isoInstant } from '../../db/iso-instant';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, candidateViews, interviews, offers, pipelineEntries } from '../../db/schema';
import { conflict, notFound, validationError } from '../../errors';
import type { Transaction } from '../../db/transaction';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import { ownerLink, ownerRecipientIds } from '../listings';
import { OPEN_PIPELINE_STATUSES, offerStatusAt, withdrawOffers } from '../offers';
import { uaeDay } from '../../uae-calendar';
import { linkReplacement, pipelineColumnsOf, recordReturn } from '../refund-cases';
import { hasRunningPlan } from '../billing';
import { latestApplication, shownApplication } from '../job-posts';

const p = pipelineEntries;
const c = candidates;

/** Candidates the public site lists (the same rule as the public list): a family can add these. */
export const listedCandidate = and(
  eq(c.isPublished, true),
  eq(c.visible, true),
  eq(c.isComplete, true),
);

/** The row's latest offer, its status as of `now` (a pending one past its expiry reads expired). */
const latestOfferAt = (now: Date) => sql<PipelineOffer | null>`(select json_build_object(
    'id', ${offers.id},
    'status', ${offerStatusAt(now)},
    'expiresAt', ${isoInstant(offers.expiresAt)},
    'startOn', ${offers.startOn},
    'monthlySalaryAed', ${offers.monthlySalaryAed},
    'declineReason', ${offers.declineReason})
  from ${offers} where ${offers.pipelineEntryId} = ${p.id}
  order by ${offers.sentAt} desc, ${offers.id} desc limit 1)`;

/** The columns of a row as of `now` (an offer's expiry). */
const rowColumnsAt = (now: Date) => ({
  id: p.id,
  candidateId: p.candidateId,
  name: c.name,
  position: c.position,
  age: c.age,
  gender: c.gender,
  nationality: c.nationality,
  status: p.status,
  // A removed photo is stored as an empty path; the row then has no avatar.
  avatar: sql<string | null>`nullif(${c.image}, '')`,
  interviewDate: p.interviewDate,
  interviewTime: p.interviewTime,
  selectionType: p.selectionType,
  selectionDate: p.selectionDate,
  // The hire's UAE day (UTC+4 all year), as uaeDay computes it.
  hiredOn: sql<
    string | null
  >`to_char((${p.hiredAt} at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`,
  returnedOn: p.returnedOn,
  replacedOn: p.replacedOn,
  offer: latestOfferAt(now),
  // Off the list because she accepted another family's offer while this one considered her.
  available: sql<boolean>`not (${c.listingStatus} = 'hired' and ${inArray(p.status, [...OPEN_PIPELINE_STATUSES])})`,
  // Her latest application to one of the family's job posts: the row reads "Applied".
  application: latestApplication,
});

const SORT_COLUMNS: Record<PipelineSort, AnyColumn> = {
  age: c.age,
  name: c.name,
  gender: c.gender,
  interviewDate: p.interviewDate,
};

/** The order rows were added in: the default, and the tie-breaker of every sort. */
const ADDED_ORDER = [asc(p.shortlistedAt), asc(p.id)];

function orderBy(query: EmployerPipelineQuery): SQL[] {
  if (!query.sort) return ADDED_ORDER;
  const column = SORT_COLUMNS[query.sort];
  // Rows without the value (no interview yet, gender unstated) go last either way.
  const primary =
    query.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [primary, ...ADDED_ORDER];
}

/** Every filter of the Candidates table except the status tab. */
function filtersWithoutStatus(familyId: number, query: EmployerPipelineQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(p.familyId, familyId)];
  // The sidebar's names come from the same column, so an exact match.
  if (query.position) where.push(eq(c.position, query.position as typeof c.$inferSelect.position));
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(
      or(
        ilike(c.name, pattern),
        ilike(c.position, pattern),
        ilike(sql`${c.age}::text`, pattern),
        ilike(c.gender, pattern),
      ),
    );
  }
  if (query.dateField) {
    const column = query.dateField === 'interview' ? p.interviewDate : p.selectionDate;
    where.push(isNotNull(column));
    if (query.from) where.push(gte(column, query.from));
    if (query.to) where.push(lte(column, query.to));
  }
  return and(...where);
}

/** A family's shortlist and what happens to each candidate on it. */
export class PipelineService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  /** Tells the worker, or the agency that lists or manages her, what a family did. */
  private async tellOwner(
    tx: Transaction,
    emit: Emit,
    candidateId: number,
    type: 'candidate.shortlisted' | 'interview.scheduled',
    params: Record<string, string> = {},
  ) {
    const [row] = await tx.select().from(c).where(eq(c.id, candidateId)).limit(1);
    if (!row) return;
    await emit({
      type,
      recipientIds: await ownerRecipientIds(tx, row),
      params: { candidate: row.name, ...params },
      link: ownerLink(row),
    });
  }

  async list(familyId: number, query: EmployerPipelineQuery): Promise<EmployerPipelinePage> {
    const base = filtersWithoutStatus(familyId, query);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, grouped] = await Promise.all([
      this.db
        .select(rowColumnsAt(this.clock.now()))
        .from(p)
        .innerJoin(c, eq(c.id, p.candidateId))
        .where(and(base, query.status ? eq(p.status, query.status) : undefined))
        .orderBy(...orderBy(query))
        .limit(query.pageSize)
        .offset(offset),
      this.db
        .select({ status: p.status, n: count() })
        .from(p)
        .innerJoin(c, eq(c.id, p.candidateId))
        .where(base)
        .groupBy(p.status),
    ]);
    const counts = countByStatus(grouped);
    const masks = await this.masksPhones(familyId);
    return {
      items: rows.map((row, index) => ({
        ...row,
        application: shownApplication(row.application, masks),
        slNo: offset + index + 1,
      })),
      counts,
      total: query.status ? counts[query.status] : counts.all,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The positions the family's candidates apply for, by name, each with its row count. */
  async positions(familyId: number): Promise<EmployerPosition[]> {
    return this.db
      .select({ position: c.position, count: count() })
      .from(p)
      .innerJoin(c, eq(c.id, p.candidateId))
      .where(eq(p.familyId, familyId))
      .groupBy(c.position)
      .orderBy(asc(c.position));
  }

  /**
   * Shortlists a listed candidate. Adding one already on the list changes nothing and answers
   * that row (`created` false). Shortlisting from a card counts as having seen the profile.
   */
  async add(
    familyId: number,
    candidateId: number,
  ): Promise<{ candidate: EmployerPipelineCandidate; created: boolean }> {
    await this.requireListed(candidateId);
    const now = this.clock.now();
    const inserted = await withEvents(this.events, async (tx, emit) => {
      const rows = await tx
        .insert(p)
        .values({
          familyId,
          candidateId,
          status: 'shortlisted',
          shortlistedAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [p.familyId, p.candidateId] })
        .returning({ id: p.id });
      await tx
        .insert(candidateViews)
        .values({ familyId, candidateId, viewedOn: uaeDay(now) })
        .onConflictDoNothing();
      if (rows.length > 0) await this.tellOwner(tx, emit, candidateId, 'candidate.shortlisted');
      return rows.length > 0;
    });
    const [entry] = await this.db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.familyId, familyId), eq(p.candidateId, candidateId)));
    if (!entry) throw notFound('candidates.notFound');
    return { candidate: await this.row(familyId, entry.id), created: inserted };
  }

  /**
   * Moves a row along PIPELINE_TRANSITIONS, keeping what each status needs. Nobody moves a row to
   * hired: an accepted offer does (offers/hire.ts), and starts the recruitment.
   */
  async move(
    familyId: number,
    id: number,
    change: UpdatePipelineBody,
  ): Promise<EmployerPipelineCandidate> {
    if (!fitsIntegerColumn(id)) throw notFound('pipeline.notInList');
    const now = this.clock.now();
    await withEvents(this.events, async (tx, emit) => {
      const [entry] = await tx
        .select({
          status: p.status,
          interviewDate: p.interviewDate,
          candidateId: p.candidateId,
          hiredAt: p.hiredAt,
          returnedOn: p.returnedOn,
        })
        .from(p)
        .where(and(eq(p.id, id), eq(p.familyId, familyId)))
        .for('update');
      if (!entry) throw notFound('pipeline.notInList');
      if (change.status === 'hired') throw conflict('pipeline.hireByOffer');
      if (!canMovePipeline(entry.status, change.status)) throw conflict('pipeline.moveRefused');
      // Hired by another family while this family still considers her: the row can only close.
      const [candidate] = await tx
        .select({ listingStatus: c.listingStatus })
        .from(c)
        .where(eq(c.id, entry.candidateId));
      if (
        candidate?.listingStatus === 'hired' &&
        isOpen(entry.status) &&
        change.status !== 'rejected'
      )
        throw conflict('pipeline.noLongerAvailable');
      checkAfterHire(change, entry, uaeDay(now));

      const { status, ...details } = pipelineColumnsOf(change);
      const reached = {
        shortlisted: {},
        interview: { interviewAt: now },
        selected: { selectedAt: now },
        hired: { hiredAt: now },
        rejected: { rejectedAt: now },
        returned: {},
        replaced: {},
      }[status];
      await tx
        .update(p)
        .set({ status, ...details, ...reached, updatedAt: now })
        .where(eq(p.id, id));
      // An interview date set (or moved) is news for the worker or her agency.
      const interviewDate = 'interviewDate' in details ? details.interviewDate : undefined;
      if (status === 'interview' && interviewDate && interviewDate !== entry.interviewDate)
        await this.tellOwner(tx, emit, entry.candidateId, 'interview.scheduled', {
          date: interviewDate,
        });
      // A return opens the refund case of an agency's placement; a replacement links to it.
      if (change.status === 'returned')
        await recordReturn(tx, emit, now, {
          pipelineEntryId: id,
          familyId,
          candidateId: entry.candidateId,
          returnedOn: change.returnedOn,
          reason: change.returnReason,
          today: uaeDay(now),
        });
      if (change.status === 'replaced')
        await linkReplacement(tx, now, {
          familyId,
          pipelineEntryId: id,
          replacementEntryId: change.replacementEntryId,
        });
      // Rejecting a candidate takes back the offer she has not answered yet, and calls off the
      // interview still to happen.
      if (status === 'rejected') {
        await withdrawOffers(tx, emit, eq(offers.pipelineEntryId, id), now);
        await tx
          .update(interviews)
          .set({ status: 'cancelled', updatedAt: now })
          .where(
            and(
              eq(interviews.pipelineEntryId, id),
              inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES]),
            ),
          );
      }
    });
    return this.row(familyId, id);
  }

  /** Records that the family opened a listed candidate's profile (once per UAE day). */
  async recordView(familyId: number, candidateId: number): Promise<void> {
    await this.requireListed(candidateId);
    await this.db
      .insert(candidateViews)
      .values({ familyId, candidateId, viewedOn: uaeDay(this.clock.now()) })
      .onConflictDoNothing();
  }

  /** One row, numbered by its place in the family's list (the default order). */
  private async row(familyId: number, id: number): Promise<EmployerPipelineCandidate> {
    const [row] = await this.db
      .select({
        ...rowColumnsAt(this.clock.now()),
        slNo: sql<number>`(select count(*) from ${p} as earlier where earlier.family_id = ${familyId} and (earlier.shortlisted_at, earlier.id) <= (${p.shortlistedAt}, ${p.id}))`.mapWith(
          Number,
        ),
      })
      .from(p)
      .innerJoin(c, eq(c.id, p.candidateId))
      .where(and(eq(p.id, id), eq(p.familyId, familyId)));
    if (!row) throw notFound('pipeline.notInList');
    return {
      ...row,
      application: shownApplication(row.application, await this.masksPhones(familyId)),
    };
  }

  /** An applicant's note shows phone numbers only to a family with a running plan (0031). */
  private async masksPhones(familyId: number): Promise<boolean> {
    return !(await hasRunningPlan(this.db, familyId, this.clock.now()));
  }

  private async requireListed(candidateId: number): Promise<void> {
    if (!fitsIntegerColumn(candidateId)) throw notFound('candidates.notFound');
    const [row] = await this.db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, candidateId), listedCandidate));
    if (!row) throw notFound('candidates.notFound');
  }
}

/**
 * The date of a replacement: between the return and today. A return's dates (from the start of
 * work, within the 6-month probation) are checked with its refund case (recordReturn).
 */
function checkAfterHire(
  change: UpdatePipelineBody,
  entry: { returnedOn: string | null },
  today: string,
): void {
  if (change.status === 'replaced') {
    const returnedOn = entry.returnedOn ?? today;
    if (change.replacedOn < returnedOn || change.replacedOn > today)
      throw validationError({ replacedOn: 'pipeline.replacementDateRange' });
  }
}

const isOpen = (status: PipelineEntryStatus) =>
  (OPEN_PIPELINE_STATUSES as readonly PipelineEntryStatus[]).includes(status);

function countByStatus(rows: { status: string; n: number }[]): PipelineCounts {
  const counts: PipelineCounts = {
    all: 0,
    shortlisted: 0,
    interview: 0,
    selected: 0,
    hired: 0,
    rejected: 0,
    returned: 0,
    replaced: 0,
  };
  for (const status of PIPELINE_ENTRY_STATUSES) {
    counts[status] = rows.find((row) => row.status === status)?.n ?? 0;
    counts.all += counts[status];
  }
  return counts;
}
