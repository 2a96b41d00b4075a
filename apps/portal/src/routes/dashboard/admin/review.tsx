import { createFileRoute } from '@tanstack/react-router';
import { reviewsQuery } from '../../../features/admin/moderation/queries';
import { ReviewPage } from '../../../features/admin/moderation/ReviewPage';
import { parseQueueSearch, type QueueSearch } from '../../../features/admin/moderation/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

/** The admin's Review queue (the notifications of new submissions link here). */
export const Route = createFileRoute('/dashboard/admin/review')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): QueueSearch => parseQueueSearch(raw),
  loaderDeps: ({ search }) => parseQueueSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, reviewsQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: ReviewRoute,
});

function ReviewRoute() {
  const search = parseQueueSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ReviewPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
