import { AGENCY_LOGIN_ROLES } from '@bayti/data/contract';
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { AgencyDashboardPage } from '../../features/agency';
import { agencyPositionsQuery } from '../../features/agency/queries';
import { requireSignedIn } from '../../features/auth/guards';
import { LiveUpdates } from '../../features/conversations/use-live-updates';

/** The agency's dashboard (owner and staff): its frame around the section of the URL. */
export const Route = createFileRoute('/dashboard/agency')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, AGENCY_LOGIN_ROLES);
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(agencyPositionsQuery()).then(
      () => undefined,
      () => undefined,
    ),
  component: AgencyRoute,
});

function AgencyRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AgencyDashboardPage pathname={pathname}>
      <LiveUpdates />
      <Outlet />
    </AgencyDashboardPage>
  );
}
