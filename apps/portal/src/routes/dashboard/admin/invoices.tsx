import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../../features/admin/accounts/InvoicesPage';
import { invoicesQuery } from '../../../features/admin/office/queries';
import { parseAccountsSearch, type AccountsSearch } from '../../../features/admin/office/search';

export const Route = createFileRoute('/dashboard/admin/invoices')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AccountsSearch => parseAccountsSearch(raw),
  loaderDeps: ({ search }) => parseAccountsSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(invoicesQuery(deps));
  },
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
