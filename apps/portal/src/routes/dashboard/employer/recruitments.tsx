import { createFileRoute } from '@tanstack/react-router';
import { RecruitmentsPage } from '../../../features/employer';
import { recruitmentsQuery } from '../../../features/employer/queries';
import {
  parseRecruitmentsSearch,
  type RecruitmentsSearch,
} from '../../../features/employer/search';

export const Route = createFileRoute('/dashboard/employer/recruitments')({
  validateSearch: (raw: Record<string, unknown>): RecruitmentsSearch =>
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
