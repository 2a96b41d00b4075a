import { createFileRoute } from '@tanstack/react-router';
import { PipelinePage } from '../../../features/employer';
import { pipelineQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import { parseCandidatesSearch, type PipelineSearch } from '../../../features/employer/search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/employer/candidates')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): PipelineSearch => parseCandidatesSearch(raw),
  loaderDeps: ({ search }) => parseCandidatesSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, pipelineQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = parseCandidatesSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <PipelinePage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
