import { createFileRoute } from '@tanstack/react-router';
import {
  CandidatesPage,
  managedListQuery,
  managedSearchOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';
import { loadList } from '../../../features/shared/route/load-list';

export const Route = createFileRoute('/dashboard/agency/candidates')({
  ...managedSearchOptions,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, managedListQuery('agency', deps), cause),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = parseManagedSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <CandidatesPage
      side="agency"
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
