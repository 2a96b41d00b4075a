import { createFileRoute } from '@tanstack/react-router';
import {
  parseAnalyticsSearch,
  periodOf,
  type AgencyAnalyticsSearch,
} from '../../../features/agency/analytics/analytics-search';
import { AgencyReportsPage, reportQuery } from '../../../features/agency/reports/AgencyReportsPage';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/reports')({
  validateSearch: (raw: Record<string, unknown>): AgencyAnalyticsSearch => {
    const { period } = parseAnalyticsSearch(raw);
    return period ? { period } : {};
  },
  loaderDeps: ({ search }) => ({ period: periodOf(search) }),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, reportQuery(deps.period), cause),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.agencyOps.common),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AgencyReportsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
