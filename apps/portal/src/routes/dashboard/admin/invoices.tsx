import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../../features/admin/accounts/InvoicesPage';
import { invoicesQuery } from '../../../features/admin/office/queries';
import { parseAccountsSearch, type AccountsSearch } from '../../../features/admin/office/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/invoices')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AccountsSearch => parseAccountsSearch(raw),
  loaderDeps: ({ search }) => parseAccountsSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, invoicesQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = parseAccountsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <InvoicesPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
