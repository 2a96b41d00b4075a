import { createFileRoute } from '@tanstack/react-router';
import { RecruitmentsPage } from '../../../features/employer';
import { ReviewsToWriteNotice } from '../../../features/hire-reviews/ReviewsToWriteNotice';
import { recruitmentsQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import {
  parseRecruitmentsSearch,
  type RecruitmentsSearch,
} from '../../../features/employer/search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/employer/recruitments')({
  validateSearch: (raw: Record<string, unknown>): RecruitmentsSearch =>
    parseRecruitmentsSearch(raw),
  loaderDeps: ({ search }) => parseRecruitmentsSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, recruitmentsQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: RecruitmentsRoute,
});

function RecruitmentsRoute() {
  const search = parseRecruitmentsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <>
      <ReviewsToWriteNotice side="family" />
      <RecruitmentsPage
        search={search}
        onSearchChange={(next, options) => void navigate({ search: next, ...options })}
      />
    </>
  );
}
