import { createFileRoute } from '@tanstack/react-router';
import {
  CandidatesPage,
  managedListQuery,
  managedSearchOptions,
  parseManagedSearch,
} from '../../../features/managed-candidates';

export const Route = createFileRoute('/dashboard/admin/candidates')({
  ...managedSearchOptions,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(managedListQuery('admin', deps));
  },
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
