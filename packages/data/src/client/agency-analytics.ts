import { agencyAnalyticsRoutes } from '../contract/routes/agency-analytics';
import {
  DEFAULT_ANALYTICS_PERIOD,
  type AgencyAnalytics,
  type AgencyAnalyticsQueryInput,
  type AgencyReport,
  type AnalyticsPeriod,
} from '../contract';
import { compactQuery } from './agency-recruitments';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/* The agency dashboard's Analytics and Reports, from the agency's own rows. */

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
  const { data } = await callEndpoint(client, agencyAnalyticsRoutes.agencyAnalytics, {
    query: compactQuery(params),
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
  const { data } = await callEndpoint(client, agencyAnalyticsRoutes.agencyReports, {
    query: { period },
    signal,
  });
  return data.report;
}

export const agencyAnalyticsQueryOptions = (
  client: ApiClient,
  params: AgencyAnalyticsQueryInput = {},
) =>
  fetcherQueryOptions(agencyAnalyticsKeys.analytics(params), (signal) =>
    fetchAgencyAnalytics(client, params, { signal }),
  );

export const agencyReportQueryOptions = (
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
) =>
  fetcherQueryOptions(agencyAnalyticsKeys.report(period), (signal) =>
    fetchAgencyReport(client, period, { signal }),
  );
