import { adminReportsRoutes } from '../contract/routes/admin-reports';
import { DEFAULT_ANALYTICS_PERIOD, type AdminReport, type AnalyticsPeriod } from '../contract';
import { type ApiClient } from './http';
import { callData, fetcherQueryOptions, type CallOptions } from './endpoint-call';

export const adminReportKeys = {
  all: ['admin-reports'] as const,
  period: (period: AnalyticsPeriod) => [...adminReportKeys.all, period] as const,
};

/** GET /admin/reports: placements and revenue per month of the period. */
export async function fetchAdminReport(
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
  { signal }: CallOptions = {},
): Promise<AdminReport> {
  const data = await callData(client, adminReportsRoutes.adminReports, {
    query: { period },
    signal,
  });
  return data.report;
}

export const adminReportQueryOptions = (
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
) =>
  fetcherQueryOptions(adminReportKeys.period(period), (signal) =>
    fetchAdminReport(client, period, { signal }),
  );
