import { createFileRoute } from '@tanstack/react-router';
import {
  AgencyAnalyticsPage,
  analyticsQuery,
} from '../../../features/agency/analytics/AgencyAnalyticsPage';
import {
  parseAnalyticsSearch,
  type AgencyAnalyticsSearch,
} from '../../../features/agency/analytics/analytics-search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/analytics')({
  validateSearch: (raw: Record<string, unknown>): AgencyAnalyticsSearch =>
    parseAnalyticsSearch(raw),
  loaderDeps: ({ search }) => parseAnalyticsSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, analyticsQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.agencyOps.common),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = parseAnalyticsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AgencyAnalyticsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
