import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/employer';
import { ordersQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import { parseOrdersSearch, type OrdersSearch } from '../../../features/employer/search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/employer/orders')({
  validateSearch: (raw: Record<string, unknown>): OrdersSearch => parseOrdersSearch(raw),
  loaderDeps: ({ search }) => parseOrdersSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, ordersQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = parseOrdersSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
