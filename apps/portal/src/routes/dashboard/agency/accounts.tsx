import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage, accountsQuery } from '../../../features/agency/accounts/AccountsPage';
import {
  parseAccountsSearch,
  type AgencyAccountsSearch,
} from '../../../features/agency/accounts/accounts-search';
import { refundCasesQuery } from '../../../features/shared/refunds/queries';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/accounts')({
  validateSearch: (raw: Record<string, unknown>): AgencyAccountsSearch => parseAccountsSearch(raw),
  loaderDeps: ({ search }) => parseAccountsSearch(search),
  // The refund cases of the agency's placements show under its accounts (decision 0026).
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await Promise.all([
      loadList(queryClient, accountsQuery(deps), cause),
      queryClient.ensureQueryData(refundCasesQuery('agency')),
    ]);
  },
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.agencyOps.common),
  component: AccountsRoute,
});

function AccountsRoute() {
  const search = parseAccountsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AccountsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
