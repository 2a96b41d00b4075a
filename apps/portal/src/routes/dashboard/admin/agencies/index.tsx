import { createFileRoute } from '@tanstack/react-router';
import { AgenciesGridPage } from '../../../../features/admin/agencies/AgenciesGridPage';
import { agenciesQuery } from '../../../../features/admin/agencies/queries';
import {
  AGENCY_GRID_PAGE_SIZE,
  parseAgenciesSearch,
  type AgenciesSearch,
} from '../../../../features/admin/agencies/search';

export const Route = createFileRoute('/dashboard/admin/agencies/')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AgenciesSearch => parseAgenciesSearch(raw),
  loaderDeps: ({ search }) => parseAgenciesSearch(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(agenciesQuery(deps, AGENCY_GRID_PAGE_SIZE));
  },
  component: AgenciesGridRoute,
});

function AgenciesGridRoute() {
  const search = parseAgenciesSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AgenciesGridPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
      onOpenAgency={(id) =>
        void navigate({ to: '/dashboard/admin/agencies/$id', params: { id: String(id) } })
      }
    />
  );
}
