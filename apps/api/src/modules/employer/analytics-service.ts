import {
  ANALYTICS_PERIOD_MONTHS,
  percentOf,
  type AnalyticsPeriod,
  type EmployerAnalytics,
  type RecruitmentStageCounts,
} from '@bayti/data/contract';
import { and, count, countDistinct, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { candidateViews, pipelineEntries, recruitments } from '../../db/schema';
import { monthsBefore, uaeDay, uaeDayStart } from '../../uae-calendar';
import { countByStage } from './recruitments-service';

const p = pipelineEntries;

/** Rows whose column is set and, within a period, not before its start. */
const reachedSince = (column: AnyColumn, since: Date | null) =>
  since === null
    ? sql<number>`count(${column})`.mapWith(Number)
    : sql<number>`count(*) filter (where ${column} >= ${since.toISOString()})`.mapWith(Number);

/** The Analytics tab, computed from the family's own rows. */
export class AnalyticsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async compute(familyId: number, period: AnalyticsPeriod): Promise<EmployerAnalytics> {
    const today = uaeDay(this.clock.now());
    const months = ANALYTICS_PERIOD_MONTHS[period];
    const from = months === null ? null : monthsBefore(today, months);
    const since = from === null ? null : uaeDayStart(from);

    const [[viewed], [reached], stages, [quick], [active]] = await Promise.all([
      this.db
        .select({ n: countDistinct(candidateViews.candidateId) })
        .from(candidateViews)
        .where(
          and(
            eq(candidateViews.familyId, familyId),
            from === null ? undefined : gte(candidateViews.viewedOn, from),
          ),
        ),
      this.db
        .select({
          shortlisted: reachedSince(p.shortlistedAt, since),
          interview: reachedSince(p.interviewAt, since),
          selected: reachedSince(p.selectedAt, since),
          hired: reachedSince(p.hiredAt, since),
          rejected: reachedSince(p.rejectedAt, since),
        })
        .from(p)
        .where(eq(p.familyId, familyId)),
      this.db
        .select({ stage: recruitments.stage, n: count() })
        .from(recruitments)
        .where(
          and(
            eq(recruitments.familyId, familyId),
            since === null ? undefined : gte(recruitments.startedAt, since),
          ),
        )
        .groupBy(recruitments.stage),
      this.db
        .select({
          pendingInterviews:
            sql<number>`count(*) filter (where ${p.status} = 'interview' and ${p.interviewDate} >= ${today})`.mapWith(
              Number,
            ),
          offers: sql<number>`count(*) filter (where ${p.status} = 'selected')`.mapWith(Number),
        })
        .from(p)
        .where(eq(p.familyId, familyId)),
      // A returned worker's recruitment is over.
      this.db
        .select({ n: count() })
        .from(recruitments)
        .innerJoin(p, eq(p.id, recruitments.pipelineEntryId))
        .where(and(eq(recruitments.familyId, familyId), eq(p.status, 'hired'))),
    ]);

    const views = viewed?.n ?? 0;
    const figure = (n: number) => ({ count: n, percent: percentOf(n, views) });
    const funnel = reached ?? { shortlisted: 0, interview: 0, selected: 0, hired: 0, rejected: 0 };
    const documents: RecruitmentStageCounts = countByStage(stages);
    return {
      period,
      from,
      to: today,
      funnel: {
        viewed: figure(views),
        shortlisted: figure(funnel.shortlisted),
        interview: figure(funnel.interview),
        selected: figure(funnel.selected),
        hired: figure(funnel.hired),
        rejected: figure(funnel.rejected),
      },
      documents,
      quickStats: {
        pendingInterviews: quick?.pendingInterviews ?? 0,
        offers: quick?.offers ?? 0,
        activeRecruitments: active?.n ?? 0,
      },
    };
  }
}
