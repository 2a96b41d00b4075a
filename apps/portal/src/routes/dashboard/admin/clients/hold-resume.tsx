import { createFileRoute } from '@tanstack/react-router';
import { clientsQuery } from '../../../../features/admin/agencies/queries';
import {
  clientsQueryOf,
  parseClientsSearch,
  type ClientsSearch,
} from '../../../../features/admin/agencies/search';
import { ClientsPage } from '../../../../features/admin/clients/ClientsPage';

export const Route = createFileRoute('/dashboard/admin/clients/hold-resume')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): ClientsSearch => parseClientsSearch(raw),
  loaderDeps: ({ search }) => parseClientsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(clientsQuery(clientsQueryOf(deps, 'hold-resume')));
  },
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
