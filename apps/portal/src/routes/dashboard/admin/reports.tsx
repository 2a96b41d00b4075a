import { createFileRoute } from '@tanstack/react-router';
import { reportQuery } from '../../../features/admin/office/queries';
import {
  parseReportsSearch,
  reportPeriodOf,
  type ReportsSearch,
} from '../../../features/admin/office/search';
import { ReportsPage } from '../../../features/admin/reports/ReportsPage';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/reports')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): ReportsSearch => parseReportsSearch(raw),
  loaderDeps: ({ search }) => parseReportsSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, reportQuery(reportPeriodOf(deps)), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = parseReportsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ReportsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
