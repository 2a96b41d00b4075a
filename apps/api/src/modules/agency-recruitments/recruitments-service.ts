import {
  AGENCY_RECRUITMENT_STAGES,
  type AgencyRecruitment,
  type AgencyRecruitmentCounts,
  type AgencyRecruitmentStage,
  type AgencyRecruitmentsPage,
  type AgencyRecruitmentsQuery,
  type MoveRecruitmentBody,
} from '@bayti/data/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, recruitments, users } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { uaeDay } from '../../uae-calendar';
import { managedBy, type AgencyScope } from './scope';

const r = recruitments;
const c = candidates;
const family = users;

/** The column holding the day each stage after the offer letter was reached. */
const STAGE_DATE_COLUMN = {
  preMedical: 'preMedicalOn',
  qvc: 'qvcOn',
  pcc: 'pccOn',
  visa: 'visaOn',
  ticket: 'ticketOn',
  pregnancyTest: 'pregnancyTestOn',
  deployed: 'deployedOn',
} as const satisfies Record<
  Exclude<AgencyRecruitmentStage, 'offerLetter'>,
  keyof typeof r.$inferSelect
>;

const rowColumns = {
  id: r.id,
  candidateId: r.candidateId,
  name: c.name,
  nationality: c.nationality,
  position: c.managedPosition,
  client: family.name,
  stage: r.agencyStage,
  startedOn: r.startedOn,
  preMedicalOn: r.preMedicalOn,
  qvcOn: r.qvcOn,
  pccOn: r.pccOn,
  visaOn: r.visaOn,
  ticketOn: r.ticketOn,
  pregnancyTestOn: r.pregnancyTestOn,
  deployedOn: r.deployedOn,
  ticketAirline: r.ticketAirline,
  ticketFlightNo: r.ticketFlightNo,
  ticketArrivalDate: r.ticketArrivalDate,
  ticketArrivalTime: r.ticketArrivalTime,
  ticketNumber: r.ticketNumber,
  deployedLocation: r.deployedLocation,
  updatedAt: r.updatedAt,
};
/** The recruitments with their candidate and family, ready for a where clause. */
const selectRows = (db: Database) =>
  db
    .select(rowColumns)
    .from(r)
    .innerJoin(c, eq(c.id, r.candidateId))
    .innerJoin(family, eq(family.id, r.familyId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toRecruitment(row: Row): AgencyRecruitment {
  const ticket =
    row.ticketAirline && row.ticketFlightNo && row.ticketArrivalDate && row.ticketArrivalTime
      ? {
          airline: row.ticketAirline,
          flightNo: row.ticketFlightNo,
          arrivalDate: row.ticketArrivalDate,
          arrivalTime: row.ticketArrivalTime,
          ticketNumber: row.ticketNumber,
        }
      : null;
  return {
    id: row.id,
    candidateId: row.candidateId,
    name: row.name,
    nationality: row.nationality,
    position: row.position,
    client: row.client,
    stage: row.stage,
    stageDates: {
      offerLetter: row.startedOn,
      preMedical: row.preMedicalOn,
      qvc: row.qvcOn,
      pcc: row.pccOn,
      visa: row.visaOn,
      ticket: row.ticketOn,
      pregnancyTest: row.pregnancyTestOn,
      deployed: row.deployedOn,
    },
    ticket,
    deployment:
      row.deployedLocation && row.deployedOn
        ? { location: row.deployedLocation, date: row.deployedOn }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Recruitments per agency stage, plus all. */
function countByStage(
  rows: { stage: AgencyRecruitmentStage; n: number }[],
): AgencyRecruitmentCounts {
  const counts = Object.fromEntries([
    ['all', 0],
    ...AGENCY_RECRUITMENT_STAGES.map((s) => [s, 0]),
  ]) as AgencyRecruitmentCounts;
  for (const row of rows) {
    counts[row.stage] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/**
 * The agency's Recruitments: the recruitments of the candidates it manages, moved through its
 * eight stages. Another agency's ids answer not found.
 */
export class AgencyRecruitmentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(scope: AgencyScope, query: AgencyRecruitmentsQuery): Promise<AgencyRecruitmentsPage> {
    const where: SQL | undefined = and(
      managedBy(scope),
      query.search
        ? or(
            ilike(c.name, containsPattern(query.search)),
            ilike(c.nationality, containsPattern(query.search)),
          )
        : undefined,
      query.position ? eq(c.managedPosition, query.position) : undefined,
    );
    const [items, grouped] = await Promise.all([
      selectRows(this.db)
        .where(and(where, query.stage ? eq(r.agencyStage, query.stage) : undefined))
        .orderBy(desc(r.updatedAt), desc(r.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ stage: r.agencyStage, n: count() })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(where)
        .groupBy(r.agencyStage),
    ]);
    const counts = countByStage(grouped);
    return {
      items: items.map(toRecruitment),
      counts,
      total: query.stage ? counts[query.stage] : counts.all,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private async find(scope: AgencyScope, id: number): Promise<AgencyRecruitment | null> {
    const [row] = await selectRows(this.db).where(and(eq(r.id, id), managedBy(scope)));
    return row ? toRecruitment(row) : null;
  }

  /**
   * Moves to a stage on the day it was reached. Stages after it are no longer reached (their days
   * are cleared, and the flight or deployment when moving back before them). Deployed marks the
   * candidate deployed; moving back from deployed makes her hired again.
   */
  async move(
    scope: AgencyScope,
    id: number,
    body: MoveRecruitmentBody,
  ): Promise<AgencyRecruitment> {
    if (!fitsIntegerColumn(id)) throw notFound('recruitments.notFound');
    const current = await this.find(scope, id);
    if (!current) throw notFound('recruitments.notFound');

    const now = this.clock.now();
    if (body.stage !== 'offerLetter') {
      if (body.date < (current.stageDates.offerLetter ?? '')) {
        throw validationError({ date: 'recruitments.dateBeforeOffer' });
      }
      if (body.date > uaeDay(now)) throw validationError({ date: 'recruitments.dateInFuture' });
    }

    const target = AGENCY_RECRUITMENT_STAGES.indexOf(body.stage);
    const dates = Object.fromEntries(
      AGENCY_RECRUITMENT_STAGES.slice(1).map((stage) => {
        const column = STAGE_DATE_COLUMN[stage as keyof typeof STAGE_DATE_COLUMN];
        const index = AGENCY_RECRUITMENT_STAGES.indexOf(stage);
        const value =
          stage === body.stage && 'date' in body
            ? body.date
            : index > target
              ? null
              : current.stageDates[stage];
        return [column, value];
      }),
    );
    const ticket =
      body.stage === 'ticket'
        ? {
            ticketAirline: body.ticket.airline,
            ticketFlightNo: body.ticket.flightNo,
            ticketArrivalDate: body.ticket.arrivalDate,
            ticketArrivalTime: body.ticket.arrivalTime,
            ticketNumber: body.ticket.ticketNumber || null,
          }
        : target < AGENCY_RECRUITMENT_STAGES.indexOf('ticket')
          ? {
              ticketAirline: null,
              ticketFlightNo: null,
              ticketArrivalDate: null,
              ticketArrivalTime: null,
              ticketNumber: null,
            }
          : {};
    const deployedLocation = body.stage === 'deployed' ? body.location : null;

    await this.db.transaction(async (tx) => {
      await tx
        .update(r)
        .set({ agencyStage: body.stage, ...dates, ...ticket, deployedLocation, updatedAt: now })
        .where(eq(r.id, id));
      if (body.stage === 'deployed') {
        await tx
          .update(c)
          .set({ managedStatus: 'deployed', updatedAt: now })
          .where(eq(c.id, current.candidateId));
      } else if (current.stage === 'deployed') {
        await tx
          .update(c)
          .set({ managedStatus: 'hired', updatedAt: now })
          .where(and(eq(c.id, current.candidateId), eq(c.managedStatus, 'deployed')));
      }
    });
    const moved = await this.find(scope, id);
    if (!moved) throw notFound('recruitments.notFound');
    return moved;
  }
}
