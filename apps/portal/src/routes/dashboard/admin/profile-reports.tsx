import { createFileRoute } from '@tanstack/react-router';
import { profileReportsQuery } from '../../../features/admin/moderation/queries';
import { ProfileReportsPage } from '../../../features/admin/moderation/ProfileReportsPage';
import { parseQueueSearch, type QueueSearch } from '../../../features/admin/moderation/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

/** The admin's Reported profiles queue (the notifications of new reports link here). */
export const Route = createFileRoute('/dashboard/admin/profile-reports')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): QueueSearch => parseQueueSearch(raw),
  loaderDeps: ({ search }) => parseQueueSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, profileReportsQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: ProfileReportsRoute,
});

function ProfileReportsRoute() {
  const search = parseQueueSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ProfileReportsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
