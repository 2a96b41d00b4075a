import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../../features/employer';
import { invoicesQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import { parseInvoicesSearch, type InvoicesSearch } from '../../../features/employer/search';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/employer/invoices')({
  validateSearch: (raw: Record<string, unknown>): InvoicesSearch => parseInvoicesSearch(raw),
  loaderDeps: ({ search }) => parseInvoicesSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, invoicesQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = parseInvoicesSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <InvoicesPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
