import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  oneOf,
  readSearch,
  readSearchText,
  type AgencyAnalyticsQueryInput,
  type AnalyticsPeriod,
} from '@bayti/data/contract';

/**
 * The Analytics and Reports state in the URL: period (1Y when absent), selected search. Read
 * without zod: a route's validateSearch runs from the first chunk of every page (page budgets).
 */
export interface AgencyAnalyticsSearch {
  period?: AnalyticsPeriod;
  search?: string;
}

const analyticsReaders = { period: oneOf(ANALYTICS_PERIODS), search: readSearchText };

export const parseAnalyticsSearch = (raw: unknown): AgencyAnalyticsSearch =>
  readSearch(analyticsReaders, raw);

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
