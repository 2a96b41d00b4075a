import { createFileRoute } from '@tanstack/react-router';
import { clientsQuery } from '../../../../features/admin/agencies/queries';
import { parseClientsSearch } from '../../../../features/admin/agencies/search';
import { ClientsPage } from '../../../../features/admin/clients/ClientsPage';
import { clientsSearchOptions } from '../../../../features/admin/clients/route-options';
import { adminRouteError } from '../../../../features/admin/office/route-states';
import { loadList } from '../../../../features/shared/route/load-list';
import { RoutePending } from '../../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/clients/hold-resume')({
  ...clientsSearchOptions,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, clientsQuery(deps, 'hold-resume'), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: ClientsRoute,
});

function ClientsRoute() {
  const search = parseClientsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ClientsPage
      group="hold-resume"
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
