import { createFileRoute } from '@tanstack/react-router';
import { AgenciesGridPage } from '../../../../features/admin/agencies/AgenciesGridPage';
import { agenciesQuery } from '../../../../features/admin/agencies/queries';
import {
  AGENCY_GRID_PAGE_SIZE,
  parseAgenciesSearch,
  type AgenciesSearch,
} from '../../../../features/admin/agencies/search';
import { adminRouteError } from '../../../../features/admin/office/route-states';
import { loadList } from '../../../../features/shared/route/load-list';
import { RoutePending } from '../../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/agencies/')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AgenciesSearch => parseAgenciesSearch(raw),
  loaderDeps: ({ search }) => parseAgenciesSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, agenciesQuery(deps, AGENCY_GRID_PAGE_SIZE), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: AgenciesGridRoute,
});

function AgenciesGridRoute() {
  const search = parseAgenciesSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AgenciesGridPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
      onOpenAgency={(id) => void navigate({ to: '/dashboard/admin/agencies/$id', params: { id } })}
    />
  );
}
