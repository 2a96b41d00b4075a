import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/admin/accounts/OrdersPage';
import { ordersQuery } from '../../../features/admin/office/queries';
import { parseAccountsSearch, type AccountsSearch } from '../../../features/admin/office/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/orders')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AccountsSearch => parseAccountsSearch(raw),
  loaderDeps: ({ search }) => parseAccountsSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, ordersQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = parseAccountsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
