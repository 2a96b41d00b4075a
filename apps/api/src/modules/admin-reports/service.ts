import {
  ANALYTICS_PERIOD_MONTHS,
  type AdminReport,
  type AnalyticsPeriod,
  type ReportMonth,
} from '@bayti/data/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { invoices, recruitments } from '../../db/schema';
import { monthsBefore, monthsBetween, uaeDay, uaeDayStart, uaeMonthOf } from '../../uae-calendar';

const cents = (amount: number) => Math.round(amount * 100);

/** Accounts > Reports: placements and revenue per month, computed from the rows. */
export class AdminReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async report(period: AnalyticsPeriod): Promise<AdminReport> {
    const today = uaeDay(this.clock.now());
    const months = ANALYTICS_PERIOD_MONTHS[period];
    const from = months === null ? null : monthsBefore(today, months);

    const placementMonth = sql<string>`to_char(${recruitments.startedOn}, 'YYYY-MM')`;
    const revenueMonth = uaeMonthOf(invoices.paidAt);
    const [placements, revenue] = await Promise.all([
      this.db
        .select({ month: placementMonth, n: count() })
        .from(recruitments)
        .where(from === null ? undefined : gte(recruitments.startedOn, from))
        .groupBy(placementMonth),
      this.db
        .select({ month: revenueMonth, total: sql<string>`sum(${invoices.amount})` })
        .from(invoices)
        .where(
          and(
            eq(invoices.paymentStatus, 'Paid'),
            from === null ? undefined : gte(invoices.paidAt, uaeDayStart(from)),
          ),
        )
        .groupBy(revenueMonth),
    ]);

    const placedIn = new Map(placements.map((row) => [row.month, row.n]));
    const centsIn = new Map(revenue.map((row) => [row.month, cents(Number(row.total))]));
    const thisMonth = today.slice(0, 7);
    const activeMonths = [...placedIn.keys(), ...centsIn.keys()].sort();
    const firstMonth = from?.slice(0, 7) ?? activeMonths[0] ?? thisMonth;
    const series: ReportMonth[] = monthsBetween(firstMonth, thisMonth).map((month) => ({
      month,
      placements: placedIn.get(month) ?? 0,
      revenue: (centsIn.get(month) ?? 0) / 100,
    }));
    const totalCents = series.reduce((sum, m) => sum + cents(m.revenue), 0);
    return {
      period,
      from,
      to: today,
      currency: 'AED',
      months: series,
      totals: {
        placements: series.reduce((sum, m) => sum + m.placements, 0),
        revenue: totalCents / 100,
      },
    };
  }
}
