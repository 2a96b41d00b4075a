import {
  analyticsPeriodSchema,
  DEFAULT_ANALYTICS_PERIOD,
  searchTextSchema,
  type AgencyAnalyticsQueryInput,
  type AnalyticsPeriod,
} from '@bayti/data/contract';
import { z } from 'zod';

/** The Analytics and Reports state in the URL: period (1Y when absent), selected search. */
export const analyticsSearchSchema = z.object({
  period: analyticsPeriodSchema.optional().catch(undefined),
  search: searchTextSchema.optional().catch(undefined),
});
export type AgencyAnalyticsSearch = z.infer<typeof analyticsSearchSchema>;

export const parseAnalyticsSearch = (raw: unknown): AgencyAnalyticsSearch => {
  const parsed = analyticsSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

export const periodOf = (search: AgencyAnalyticsSearch): AnalyticsPeriod =>
  search.period ?? DEFAULT_ANALYTICS_PERIOD;

export const analyticsQueryOf = (search: AgencyAnalyticsSearch): AgencyAnalyticsQueryInput => ({
  period: periodOf(search),
  search: search.search,
});

/** A month `YYYY-MM` as a short name with its year, in the reader's language. */
export function monthLabel(month: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
