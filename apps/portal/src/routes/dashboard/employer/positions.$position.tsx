import { createFileRoute } from '@tanstack/react-router';
import { PipelinePage } from '../../../features/employer';
import { pipelineQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import { parsePipelineSearch, type PipelineSearch } from '../../../features/employer/search';
import { refundCasesQuery, showsRefundCases } from '../../../features/shared/refunds/queries';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

/** A position list: the Candidates page's shape over one position's candidates. */
export const Route = createFileRoute('/dashboard/employer/positions/$position')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): PipelineSearch => parsePipelineSearch(raw),
  loaderDeps: ({ search }) => parsePipelineSearch(search),
  // The Returns and Replaced tabs also show the family's refund cases (decision 0026).
  loader: async ({ context: { queryClient }, deps, params, cause }) => {
    await Promise.all([
      loadList(queryClient, pipelineQuery(deps, params.position), cause),
      showsRefundCases(deps.status) && queryClient.ensureQueryData(refundCasesQuery('family')),
    ]);
  },
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: PositionRoute,
});

function PositionRoute() {
  const { position } = Route.useParams();
  const search = parsePipelineSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <PipelinePage
      key={position}
      position={position}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
