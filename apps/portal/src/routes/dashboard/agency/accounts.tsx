import { agencyAccountsQueryOptions } from '@bayti/data/client';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../../api';
import { AccountsPage } from '../../../features/agency/accounts/AccountsPage';
import {
  accountsQueryOf,
  parseAccountsSearch,
  type AgencyAccountsSearch,
} from '../../../features/agency/accounts/accounts-search';

export const Route = createFileRoute('/dashboard/agency/accounts')({
  validateSearch: (raw: Record<string, unknown>): AgencyAccountsSearch => parseAccountsSearch(raw),
  loaderDeps: ({ search }) => parseAccountsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(agencyAccountsQueryOptions(api, accountsQueryOf(deps)));
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
