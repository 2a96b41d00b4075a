import { createFileRoute } from '@tanstack/react-router';
import { AgencyUsersPage, usersQuery } from '../../../features/agency/users/AgencyUsersPage';
import { parseUsersSearch, type UsersSearch } from '../../../features/agency/users/users-search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/users')({
  validateSearch: (raw: Record<string, unknown>): UsersSearch => parseUsersSearch(raw),
  loaderDeps: ({ search }) => parseUsersSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, usersQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: routeError(({ agencyProfile: { users, profile } }) => ({
    loadFailed: users.loadFailed,
    retry: profile.retry,
  })),
  component: UsersRoute,
});

function UsersRoute() {
  const search = parseUsersSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AgencyUsersPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
