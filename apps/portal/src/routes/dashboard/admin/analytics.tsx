import { createFileRoute } from '@tanstack/react-router';
import { analyticsQuery } from '../../../features/admin/agencies/queries';
import {
  analyticsPeriodOf,
  parseAnalyticsSearch,
  type AnalyticsSearch,
} from '../../../features/admin/agencies/search';
import { AnalyticsPage } from '../../../features/admin/analytics/AnalyticsPage';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/analytics')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AnalyticsSearch => parseAnalyticsSearch(raw),
  loaderDeps: ({ search }) => ({ period: analyticsPeriodOf(parseAnalyticsSearch(search)) }),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, analyticsQuery(deps.period), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = parseAnalyticsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AnalyticsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
      onOpenGroup={(group) =>
        void navigate({
          to: '/dashboard/admin/agencies/list',
          search: group === 'all' ? {} : { group },
        })
      }
      agenciesHref="/dashboard/admin/agencies/list"
    />
  );
}
