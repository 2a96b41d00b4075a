import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { AgencyNotFound, AgencyPage } from '../../../../features/admin/agencies/AgencyPage';
import { agencyQuery } from '../../../../features/admin/agencies/queries';
import {
  parseAgencyPageSearch,
  type AgencyPageSearch,
} from '../../../../features/admin/agencies/search';
import { adminRouteError } from '../../../../features/admin/office/route-states';
import { AgencyCandidatesPanel } from '../../../../features/managed-candidates';
import { idParams } from '../../../../features/shared/id-param';
import { ensureFound } from '../../../../features/shared/route/ensure-found';
import { RoutePending } from '../../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/admin/agencies/$id')({
  params: idParams,
  validateSearch: (raw: Record<string, unknown>): AgencyPageSearch => parseAgencyPageSearch(raw),
  loader: ({ context: { queryClient }, params: { id } }) =>
    ensureFound(queryClient, agencyQuery(id)),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  notFoundComponent: NotFound,
  component: AgencyRoute,
});

/** Back: where the admin came from, or the agencies list when the page was opened directly. */
function useBack() {
  const router = useRouter();
  const navigate = useNavigate();
  return () =>
    router.history.length > 1
      ? router.history.back()
      : void navigate({ to: '/dashboard/admin/agencies/list' });
}

function NotFound() {
  return <AgencyNotFound onBack={useBack()} />;
}

function AgencyRoute() {
  const { id } = Route.useParams();
  const search = parseAgencyPageSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AgencyPage
      id={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      onBack={useBack()}
      candidates={<AgencyCandidatesPanel agencyId={id} />}
    />
  );
}
