import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../features/shared/route/load-list';
import {
  PositionCandidatesPage,
  managedListQuery,
  managedSearchOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';

export const Route = createFileRoute('/dashboard/admin/positions/$position')({
  ...managedSearchOptions,
  loader: ({ context: { queryClient }, deps, params, cause }) =>
    loadList(queryClient, managedListQuery('admin', deps, { position: params.position }), cause),
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
      side="admin"
      position={position}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
