import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '../../../features/employer';
import { invoicesQuery } from '../../../features/employer/queries';
import { parseInvoicesSearch, type InvoicesSearch } from '../../../features/employer/search';

export const Route = createFileRoute('/dashboard/employer/invoices')({
  validateSearch: (raw: Record<string, unknown>): InvoicesSearch => parseInvoicesSearch(raw),
  loaderDeps: ({ search }) => parseInvoicesSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(invoicesQuery(deps));
  },
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
