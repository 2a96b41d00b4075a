import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/employer';
import { ordersQuery } from '../../../features/employer/queries';
import { parseOrdersSearch, type OrdersSearch } from '../../../features/employer/search';

export const Route = createFileRoute('/dashboard/employer/orders')({
  validateSearch: (raw: Record<string, unknown>): OrdersSearch => parseOrdersSearch(raw),
  loaderDeps: ({ search }) => parseOrdersSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(ordersQuery(deps));
  },
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
