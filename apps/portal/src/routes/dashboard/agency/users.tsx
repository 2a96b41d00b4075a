import { createFileRoute } from '@tanstack/react-router';
import { AgencyUsersPage, usersQuery } from '../../../features/agency/users/AgencyUsersPage';
import { parseUsersSearch, type UsersSearch } from '../../../features/agency/users/users-search';

export const Route = createFileRoute('/dashboard/agency/users')({
  validateSearch: (raw: Record<string, unknown>): UsersSearch => parseUsersSearch(raw),
  loaderDeps: ({ search }) => parseUsersSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(usersQuery(deps));
  },
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
