import {
  AGENCY_GROUPS,
  ANALYTICS_PERIOD_MONTHS,
  type AdminAnalytics,
  type AdminAnalyticsAgencies,
  type AdminAnalyticsAgenciesQuery,
  type AgencyCardStatus,
  type AgencyStatisticMonth,
  type AnalyticsPeriod,
} from '@bayti/data/contract';
import { and, asc, count, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { agencies, candidates, recruitments } from '../../db/schema';
import { monthsBefore, monthsBetween, uaeDay, uaeDayStart, uaeMonthOf } from '../../uae-calendar';
import { groupCondition, hasTradeLicence, outerAgencyId } from './groups';

/** The most common position among the agency's candidates (its specialty). */
const specialty = sql<string | null>`(
  select c.managed_position from candidates c where c.agency_id = ${outerAgencyId}
  group by c.managed_position order by count(*) desc, c.managed_position limit 1
)`;
const accountEmail = sql<string | null>`(
  select u.email from users u where u.agency_id = ${outerAgencyId} and u.role = 'agency'
  order by u.id limit 1
)`;
const inPipelines = sql<number>`(
  select count(distinct p.candidate_id)::int from pipeline_entries p
  join candidates c on c.id = p.candidate_id where c.agency_id = ${outerAgencyId}
)`;

/** Shown when an agency has no candidates yet. */
export const NO_SPECIALTY = 'General';

/** The admin Analytics, computed from the agencies' data (docs/decisions/0006). */
export class AdminAnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async analytics(period: AnalyticsPeriod): Promise<AdminAnalytics> {
    const today = uaeDay(this.clock.now());
    const thisMonth = today.slice(0, 7);
    const span = ANALYTICS_PERIOD_MONTHS[period];
    const from = span === null ? null : monthsBefore(today, span);
    const since = from === null ? null : uaeDayStart(from);

    const groupCount = (group: (typeof AGENCY_GROUPS)[number]) =>
      sql<number>`count(*) filter (where ${groupCondition[group] ?? sql`true`})::int`;
    const agencyMonth = uaeMonthOf(agencies.createdAt);
    const candidateMonth = uaeMonthOf(candidates.createdAt);
    const placementMonth = sql<string>`to_char(${recruitments.startedOn}, 'YYYY-MM')`;

    const [[groups], newAgencies, newCandidates, placements] = await Promise.all([
      this.db
        .select({
          ...Object.fromEntries(AGENCY_GROUPS.map((group) => [group, groupCount(group)])),
          newThisMonth: sql<number>`count(*) filter (where ${agencyMonth} = ${thisMonth})::int`,
        } as Record<(typeof AGENCY_GROUPS)[number] | 'newThisMonth', ReturnType<typeof groupCount>>)
        .from(agencies),
      this.db
        .select({ month: agencyMonth, n: count() })
        .from(agencies)
        .where(since ? gte(agencies.createdAt, since) : undefined)
        .groupBy(agencyMonth),
      this.db
        .select({ month: candidateMonth, n: count() })
        .from(candidates)
        .where(
          and(isNotNull(candidates.agencyId), since ? gte(candidates.createdAt, since) : undefined),
        )
        .groupBy(candidateMonth),
      this.db
        .select({ month: placementMonth, n: count() })
        .from(recruitments)
        .innerJoin(candidates, sql`${candidates.id} = ${recruitments.candidateId}`)
        .where(
          and(isNotNull(candidates.agencyId), from ? gte(recruitments.startedOn, from) : undefined),
        )
        .groupBy(placementMonth),
    ]);

    const byMonth = (rows: { month: string; n: number }[]) =>
      new Map(rows.map((row) => [row.month, row.n]));
    const agenciesIn = byMonth(newAgencies);
    const candidatesIn = byMonth(newCandidates);
    const placementsIn = byMonth(placements);
    const active = [...agenciesIn.keys(), ...candidatesIn.keys(), ...placementsIn.keys()].sort();
    const firstMonth = from?.slice(0, 7) ?? active[0] ?? thisMonth;
    const months: AgencyStatisticMonth[] = monthsBetween(firstMonth, thisMonth).map((month) => ({
      month,
      newAgencies: agenciesIn.get(month) ?? 0,
      candidates: candidatesIn.get(month) ?? 0,
      placements: placementsIn.get(month) ?? 0,
    }));

    const total = groups?.all ?? 0;
    const valueOf = (group: (typeof AGENCY_GROUPS)[number]) => Number(groups?.[group] ?? 0);
    return {
      period,
      from,
      to: today,
      cards: AGENCY_GROUPS.map((group) => ({
        group,
        value: valueOf(group),
        percent: total > 0 ? Math.floor((valueOf(group) / total) * 100) : 0,
      })),
      months,
      totals: {
        candidates: months.reduce((sum, m) => sum + m.candidates, 0),
        recruited: months.reduce((sum, m) => sum + m.placements, 0),
      },
      quickStats: {
        active: valueOf('active'),
        pendingVerification: valueOf('active') - valueOf('verified'),
        newThisMonth: Number(groups?.newThisMonth ?? 0),
      },
    };
  }

  /** The All Agencies side list: search on the name or the specialty, by name. */
  async agencies(query: AdminAnalyticsAgenciesQuery): Promise<AdminAnalyticsAgencies> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = pattern
      ? or(
          sql`${agencies.agencyName} ilike ${pattern}`,
          sql`coalesce(${specialty}, ${NO_SPECIALTY}) ilike ${pattern}`,
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: agencies.id,
          name: agencies.agencyName,
          avatar: agencies.logoPath,
          status: agencies.status,
          verified: hasTradeLicence,
          specialty,
          username: accountEmail,
          shortlistedCandidates: inPipelines,
        })
        .from(agencies)
        .where(where)
        .orderBy(asc(agencies.agencyName), asc(agencies.id))
        .limit(query.limit),
      this.db.select({ n: count() }).from(agencies).where(where),
    ]);
    return {
      items: rows.map((row) => {
        const status: AgencyCardStatus =
          row.status !== 'approved' ? 'pending' : row.verified ? 'verified' : 'active';
        return {
          id: row.id,
          name: row.name,
          username: row.username ?? '',
          specialty: row.specialty ?? NO_SPECIALTY,
          avatar: row.avatar,
          status,
          shortlistedCandidates: Number(row.shortlistedCandidates),
        };
      }),
      total: total?.n ?? 0,
    };
  }
}
