import {
  fromFils,
  ANALYTICS_PERIOD_MONTHS,
  SELECTED_CANDIDATES_LIMIT,
  type AgencyAnalytics,
  type AgencyAnalyticsQuery,
  type AgencyReport,
  type AgencyStatCard,
  type AnalyticsPeriod,
  type ManagedCandidateStatus,
} from '@bayti/data/contract';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  ne,
  sql,
  sum,
  type AnyColumn,
} from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { candidates, recruitmentPayments, recruitments } from '../../db/schema';
import { monthsBefore, monthsBetween, uaeDay, uaeDayStart, uaeMonthOf } from '../../uae-calendar';
import { paidPerRecruitment } from './accounts-service';
import { filsOf } from '../billing';
import { managedBy, type AgencyScope } from './scope';

const c = candidates;
const r = recruitments;
const p = recruitmentPayments;

/** The month (YYYY-MM) of a date column, already a UAE day. */
const monthOfDay = (column: AnyColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`;

/** The card counted from a current status (total and new are counted apart). */
const STATUS_OF_CARD: Partial<Record<AgencyStatCard, ManagedCandidateStatus>> = {
  shortlisted: 'shortlisted',
  interviewed: 'interviewed',
  hired: 'hired',
  rejected: 'rejected',
};

const floorPercent = (n: number, total: number) =>
  total === 0 ? 0 : Math.floor((n * 100) / total);

/** The agency dashboard's Analytics and Reports, from the agency's own rows. */
export class AgencyAnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private period(period: AnalyticsPeriod) {
    const today = uaeDay(this.clock.now());
    const months = ANALYTICS_PERIOD_MONTHS[period];
    const from = months === null ? null : monthsBefore(today, months);
    return { today, from, since: from === null ? null : uaeDayStart(from) };
  }

  async analytics(scope: AgencyScope, query: AgencyAnalyticsQuery): Promise<AgencyAnalytics> {
    const { today, from, since } = this.period(query.period);
    const mine = managedBy(scope);
    const inPeriod = (column: typeof c.updatedAt | typeof c.createdAt) =>
      since === null ? undefined : gte(column, since);
    const startedInPeriod = from === null ? undefined : gte(r.startedOn, from);
    const thisMonth = today.slice(0, 7);

    const newMonth = uaeMonthOf(c.createdAt);
    const interviewMonth = monthOfDay(c.interviewDate);
    const hiredMonth = monthOfDay(r.startedOn);
    const paid = paidPerRecruitment(this.db);
    const selectedWhere = and(
      mine,
      eq(c.managedStatus, 'selected'),
      query.search ? ilike(c.name, containsPattern(query.search)) : undefined,
    );

    const [
      [total],
      [added],
      byStatus,
      [money],
      newPerMonth,
      interviewsPerMonth,
      hiresPerMonth,
      selected,
      [selectedCount],
      [active],
      [pendingInterviews],
      [hiredThisMonth],
    ] = await Promise.all([
      this.db.select({ n: count() }).from(c).where(mine),
      this.db
        .select({ n: count() })
        .from(c)
        .where(and(mine, inPeriod(c.createdAt))),
      this.db
        .select({ status: c.managedStatus, n: count() })
        .from(c)
        .where(and(mine, inPeriod(c.updatedAt)))
        .groupBy(c.managedStatus),
      this.db
        .select({ n: count(), payable: sum(r.amountPayable), paid: sum(paid.paid) })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .leftJoin(paid, eq(paid.recruitmentId, r.id))
        .where(and(mine, startedInPeriod)),
      this.db
        .select({ month: newMonth, n: count() })
        .from(c)
        .where(and(mine, inPeriod(c.createdAt)))
        .groupBy(newMonth),
      this.db
        .select({ month: interviewMonth, n: count() })
        .from(c)
        .where(
          and(
            mine,
            isNotNull(c.interviewDate),
            from === null ? undefined : gte(c.interviewDate, from),
            sql`${c.interviewDate} <= ${today}`,
          ),
        )
        .groupBy(interviewMonth),
      this.db
        .select({ month: hiredMonth, n: count() })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(and(mine, startedInPeriod))
        .groupBy(hiredMonth),
      this.db
        .select({
          id: c.id,
          name: c.name,
          position: c.managedPosition,
          nationality: c.nationality,
          selectionDate: c.selectionDate,
        })
        .from(c)
        .where(selectedWhere)
        .orderBy(sql`${c.selectionDate} desc nulls last`, desc(c.id))
        .limit(SELECTED_CANDIDATES_LIMIT),
      this.db.select({ n: count() }).from(c).where(selectedWhere),
      this.db
        .select({ n: count() })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(and(mine, ne(r.agencyStage, 'deployed'))),
      this.db
        .select({ n: count() })
        .from(c)
        .where(and(mine, eq(c.managedStatus, 'scheduled'))),
      this.db
        .select({ n: count() })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(and(mine, gte(r.startedOn, `${thisMonth}-01`))),
    ]);

    const totalCount = total?.n ?? 0;
    const countOf = (card: AgencyStatCard): number => {
      if (card === 'total') return totalCount;
      if (card === 'new') return added?.n ?? 0;
      return byStatus.find((row) => row.status === STATUS_OF_CARD[card])?.n ?? 0;
    };
    const cards: AgencyStatCard[] = [
      'total',
      'shortlisted',
      'new',
      'interviewed',
      'hired',
      'rejected',
    ];

    const perMonth = (rows: { month: string; n: number }[]) =>
      new Map(rows.map((row) => [row.month, row.n]));
    const news = perMonth(newPerMonth);
    const interviews = perMonth(interviewsPerMonth);
    const hires = perMonth(hiresPerMonth);
    const activeMonths = [...news.keys(), ...interviews.keys(), ...hires.keys()].sort();
    const firstMonth = from?.slice(0, 7) ?? activeMonths[0] ?? thisMonth;

    const payable = filsOf(money?.payable ?? null);
    const received = filsOf(money?.paid ?? null);
    return {
      period: query.period,
      from,
      to: today,
      stats: cards.map((card) => ({
        card,
        count: countOf(card),
        percent: floorPercent(countOf(card), totalCount),
      })),
      totals: {
        amountPayable: fromFils(payable),
        received: fromFils(received),
        balance: fromFils(payable - received),
        candidates: money?.n ?? 0,
      },
      chart: monthsBetween(firstMonth < thisMonth ? firstMonth : thisMonth, thisMonth).map(
        (month) => ({
          month,
          newApplications: news.get(month) ?? 0,
          interviewed: interviews.get(month) ?? 0,
          hired: hires.get(month) ?? 0,
        }),
      ),
      selected: { items: selected, total: selectedCount?.n ?? 0 },
      quickStats: {
        activeRecruitments: active?.n ?? 0,
        pendingInterviews: pendingInterviews?.n ?? 0,
        thisMonthHired: hiredThisMonth?.n ?? 0,
      },
    };
  }

  /** Placements (recruitments started) and payments received per UAE month of the period. */
  async report(scope: AgencyScope, period: AnalyticsPeriod): Promise<AgencyReport> {
    const { today, from } = this.period(period);
    const mine = managedBy(scope);
    const placementMonth = monthOfDay(r.startedOn);
    const revenueMonth = monthOfDay(p.receivedOn);
    const [placements, revenue] = await Promise.all([
      this.db
        .select({ month: placementMonth, n: count() })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(and(mine, from === null ? undefined : gte(r.startedOn, from)))
        .groupBy(placementMonth),
      this.db
        .select({ month: revenueMonth, total: sum(p.amount) })
        .from(p)
        .innerJoin(r, eq(r.id, p.recruitmentId))
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(and(mine, from === null ? undefined : gte(p.receivedOn, from)))
        .groupBy(revenueMonth),
    ]);
    const placedIn = new Map(placements.map((row) => [row.month, row.n]));
    const filsIn = new Map(revenue.map((row) => [row.month, filsOf(row.total)]));
    const thisMonth = today.slice(0, 7);
    const activeMonths = [...placedIn.keys(), ...filsIn.keys()].sort();
    const firstMonth = from?.slice(0, 7) ?? activeMonths[0] ?? thisMonth;
    const months = monthsBetween(firstMonth < thisMonth ? firstMonth : thisMonth, thisMonth);
    const totalFils = months.reduce((acc, month) => acc + (filsIn.get(month) ?? 0), 0);
    return {
      period,
      from,
      to: today,
      currency: 'AED',
      months: months.map((month) => ({
        month,
        placements: placedIn.get(month) ?? 0,
        revenue: fromFils(filsIn.get(month) ?? 0),
      })),
      totals: {
        placements: months.reduce((acc, month) => acc + (placedIn.get(month) ?? 0), 0),
        revenue: fromFils(totalFils),
      },
    };
  }
}
