import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_ANALYTICS_PERIOD,
  endpoints,
  type AgencyAnalytics,
  type AgencyAnalyticsQueryInput,
  type AgencyReport,
  type AnalyticsPeriod,
} from '../contract';
import { compactQuery } from './agency-recruitments';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/* The agency dashboard's Analytics and Reports, from the agency's own rows. */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const agencyAnalyticsKeys = {
  all: ['agency-analytics'] as const,
  analytics: (params: AgencyAnalyticsQueryInput = {}) =>
    [...agencyAnalyticsKeys.all, 'analytics', compactQuery(params)] as const,
  report: (period: AnalyticsPeriod) => [...agencyAnalyticsKeys.all, 'report', period] as const,
};

/** GET /agency/analytics?period=&search=: cards, totals, chart, selected, quick stats. */
export async function fetchAgencyAnalytics(
  client: ApiClient,
  params: AgencyAnalyticsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AgencyAnalytics> {
  const { method, path, response } = endpoints.agencyAnalytics;
  const { data } = await client.request(path, {
    method,
    query: compactQuery(params) as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data.analytics;
}

/** GET /agency/reports?period=: placements and payments received per month. */
export async function fetchAgencyReport(
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
  { signal }: CallOptions = {},
): Promise<AgencyReport> {
  const { method, path, response } = endpoints.agencyReports;
  const { data } = await client.request(path, {
    method,
    query: { period },
    schema: response,
    signal,
  });
  return data.report;
}

export const agencyAnalyticsQueryOptions = (
  client: ApiClient,
  params: AgencyAnalyticsQueryInput = {},
) =>
  queryOptions({
    queryKey: agencyAnalyticsKeys.analytics(params),
    queryFn: ({ signal }) => fetchAgencyAnalytics(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const agencyReportQueryOptions = (
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
) =>
  queryOptions({
    queryKey: agencyAnalyticsKeys.report(period),
    queryFn: ({ signal }) => fetchAgencyReport(client, period, { signal }),
    retry: retryUnlessClientError,
  });
