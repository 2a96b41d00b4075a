import { createFileRoute } from '@tanstack/react-router';
import {
  PositionCandidatesPage,
  managedListQuery,
  managedSearchOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';
import { loadList } from '../../../features/shared/route/load-list';

export const Route = createFileRoute('/dashboard/agency/positions/$position')({
  ...managedSearchOptions,
  loader: ({ context: { queryClient }, deps, params, cause }) =>
    loadList(queryClient, managedListQuery('agency', deps, { position: params.position }), cause),
  component: PositionRoute,
});

function PositionRoute() {
  const search = parseManagedSearch(Route.useSearch());
  const { position } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <PositionCandidatesPage
      // A new position starts on its All tab with no filters.
      key={position}
      side="agency"
      position={position}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
