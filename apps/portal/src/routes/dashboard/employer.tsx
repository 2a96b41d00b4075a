import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { VerifyEmailBanner } from '../../features/auth/VerifyEmailBanner';
import { requireSignedIn } from '../../features/auth/guards';
import { LiveUpdates } from '../../features/conversations/use-live-updates';
import { EmployerDashboardPage } from '../../features/employer';
import { positionsQuery } from '../../features/employer/queries';

/** The family's dashboard: its frame around the section of the URL (child routes). */
export const Route = createFileRoute('/dashboard/employer')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['client']);
  },
  // The sidebar's Positions group starts expanded on a position's page only if it has its items
  // on the first render; a failure leaves the group out, and the section still loads.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(positionsQuery()).then(
      () => undefined,
      () => undefined,
    ),
  component: EmployerRoute,
});

function EmployerRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <EmployerDashboardPage pathname={pathname}>
      <LiveUpdates />
      <VerifyEmailBanner />
      <Outlet />
    </EmployerDashboardPage>
  );
}
