import { createFileRoute } from '@tanstack/react-router';
import {
  parseAnalyticsSearch,
  periodOf,
  type AgencyAnalyticsSearch,
} from '../../../features/agency/analytics/analytics-search';
import { AgencyReportsPage, reportQuery } from '../../../features/agency/reports/AgencyReportsPage';

export const Route = createFileRoute('/dashboard/agency/reports')({
  validateSearch: (raw: Record<string, unknown>): AgencyAnalyticsSearch => {
    const { period } = parseAnalyticsSearch(raw);
    return period ? { period } : {};
  },
  loaderDeps: ({ search }) => ({ period: periodOf(search) }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(reportQuery(deps.period));
  },
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AgencyReportsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
