import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/admin/inbox/InboxPage';
import { inboxQuery } from '../../../features/admin/office/queries';
import { parseInboxSearch, type InboxSearch } from '../../../features/admin/office/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { loadList } from '../../../features/shared/route/load-list';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/inbox')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): InboxSearch => parseInboxSearch(raw),
  loaderDeps: ({ search }) => parseInboxSearch(search),
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadList(queryClient, inboxQuery(deps), cause),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: InboxRoute,
});

function InboxRoute() {
  const search = parseInboxSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <InboxPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
