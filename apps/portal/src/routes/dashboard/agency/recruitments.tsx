import { createFileRoute } from '@tanstack/react-router';
import {
  RecruitmentsPage,
  recruitmentsQuery,
} from '../../../features/agency/recruitments/RecruitmentsPage';
import {
  parseRecruitmentsSearch,
  type AgencyRecruitmentsSearch,
} from '../../../features/agency/recruitments/recruitments-search';

export const Route = createFileRoute('/dashboard/agency/recruitments')({
  validateSearch: (raw: Record<string, unknown>): AgencyRecruitmentsSearch =>
    parseRecruitmentsSearch(raw),
  loaderDeps: ({ search }) => parseRecruitmentsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(recruitmentsQuery(deps));
  },
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
