import { createFileRoute } from '@tanstack/react-router';
import {
  CandidatesPage,
  managedListQuery,
  parseManagedSearch,
  type ManagedSearch,
} from '../../../features/managed-candidates';

export const Route = createFileRoute('/dashboard/agency/candidates')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): ManagedSearch => parseManagedSearch(raw),
  loaderDeps: ({ search }) => parseManagedSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(managedListQuery('agency', deps));
  },
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
