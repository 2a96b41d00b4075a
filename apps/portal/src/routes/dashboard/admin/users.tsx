import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/users/UsersPage';
import { usersQuery } from '../../../features/admin/office/queries';
import { parseUsersSearch, type UsersSearch } from '../../../features/admin/office/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/users')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): UsersSearch => parseUsersSearch(raw),
  loaderDeps: ({ search }) => parseUsersSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, usersQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: UsersRoute,
});

function UsersRoute() {
  const search = parseUsersSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
