import { createFileRoute } from '@tanstack/react-router';
import { feeReportsQuery, profileReportsQuery } from '../../../features/admin/moderation/queries';
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
  // Workers asked to pay show above the families' reports: both are read before the page shows.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadList(queryClient, profileReportsQuery(deps), cause),
      queryClient.ensureQueryData(feeReportsQuery()),
    ]);
  },
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
