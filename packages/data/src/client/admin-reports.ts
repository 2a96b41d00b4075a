import { adminReportsRoutes } from '../contract/routes/admin-reports';
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_ANALYTICS_PERIOD, type AdminReport, type AnalyticsPeriod } from '../contract';
import { retryUnlessClientError, type ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

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
  const { method, path, response } = adminReportsRoutes.adminReports;
  const { data } = await client.request(path, {
    method,
    query: { period },
    schema: response,
    signal,
  });
  return data.report;
}

export const adminReportQueryOptions = (
  client: ApiClient,
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
) =>
  queryOptions({
    queryKey: adminReportKeys.period(period),
    queryFn: ({ signal }) => fetchAdminReport(client, period, { signal }),
    retry: retryUnlessClientError,
  });
