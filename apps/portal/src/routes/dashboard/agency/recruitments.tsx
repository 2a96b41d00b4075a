import { createFileRoute } from '@tanstack/react-router';
import {
  RecruitmentsPage,
  recruitmentsQuery,
} from '../../../features/agency/recruitments/RecruitmentsPage';
import {
  parseRecruitmentsSearch,
  type AgencyRecruitmentsSearch,
} from '../../../features/agency/recruitments/recruitments-search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/recruitments')({
  validateSearch: (raw: Record<string, unknown>): AgencyRecruitmentsSearch =>
    parseRecruitmentsSearch(raw),
  loaderDeps: ({ search }) => parseRecruitmentsSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, recruitmentsQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.agencyOps.common),
  component: RecruitmentsRoute,
});

function RecruitmentsRoute() {
  const search = parseRecruitmentsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <RecruitmentsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
