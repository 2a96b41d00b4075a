import { createFileRoute } from '@tanstack/react-router';
import { parseClientsSearch } from '../../../../features/admin/agencies/search';
import { ClientsPage } from '../../../../features/admin/clients/ClientsPage';
import { clientsRouteOptions } from '../../../../features/admin/clients/route-options';

export const Route = createFileRoute('/dashboard/admin/clients/suspended')({
  ...clientsRouteOptions('suspended'),
  component: ClientsRoute,
});

function ClientsRoute() {
  const search = parseClientsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ClientsPage
      group="suspended"
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
