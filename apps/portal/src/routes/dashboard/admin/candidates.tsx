import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../features/shared/route/load-list';
import {
  CandidatesPage,
  managedListQuery,
  managedSearchOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';

export const Route = createFileRoute('/dashboard/admin/candidates')({
  ...managedSearchOptions,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, managedListQuery('admin', deps), cause),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = parseManagedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <CandidatesPage
      side="admin"
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
