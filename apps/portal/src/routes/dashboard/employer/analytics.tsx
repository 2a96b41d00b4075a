import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../../features/employer';
import { analyticsQuery, planQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import {
  parseAnalyticsSearch,
  periodOf,
  type AnalyticsSearch,
} from '../../../features/employer/search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/employer/analytics')({
  validateSearch: (raw: Record<string, unknown>): AnalyticsSearch => parseAnalyticsSearch(raw),
  loaderDeps: ({ search }) => parseAnalyticsSearch(search),
  // A period switch keeps the previous figures on screen while the next ones load.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadList(queryClient, analyticsQuery(periodOf(deps)), cause),
      queryClient.ensureQueryData(planQuery()),
    ]);
  },
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = parseAnalyticsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AnalyticsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
