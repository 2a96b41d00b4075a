import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage, accountsQuery } from '../../../features/agency/accounts/AccountsPage';
import {
  parseAccountsSearch,
  type AgencyAccountsSearch,
} from '../../../features/agency/accounts/accounts-search';

export const Route = createFileRoute('/dashboard/agency/accounts')({
  validateSearch: (raw: Record<string, unknown>): AgencyAccountsSearch => parseAccountsSearch(raw),
  loaderDeps: ({ search }) => parseAccountsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(accountsQuery(deps));
  },
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
