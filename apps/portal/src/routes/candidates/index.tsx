import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  CandidatesGridSkeleton,
  CandidatesPage,
  candidatesPageQuery,
  pageCountOf,
  parseCandidatesSearch,
  validateCandidatesSearch,
  withPage,
  type CandidatesSearch,
} from '../../features/public/candidates';
import { loadList } from '../../features/shared/route/load-list';

export const Route = createFileRoute('/candidates/')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): CandidatesSearch => validateCandidatesSearch(raw),
  loaderDeps: ({ search }) => parseCandidatesSearch(search),
  loader: async ({ context: { queryClient }, deps: search, cause }) => {
    const query = candidatesPageQuery(search);
    // A filter, sort or page change keeps the current results on screen while the next load.
    await loadList(queryClient, query, cause);
    const page = queryClient.getQueryData(query.queryKey);
    if (!page) return;
    const last = pageCountOf(page.total, page.pageSize);
    if ((search.page ?? 1) > last) {
      throw redirect({ to: '/candidates', search: withPage(search, last), replace: true });
    }
  },
  pendingComponent: CandidatesGridSkeleton,
  component: CandidatesRoute,
});

function CandidatesRoute() {
  // Only the known params: other keys of the URL (a campaign tag, say) are not filters.
  const search = parseCandidatesSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <CandidatesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
