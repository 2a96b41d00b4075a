import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { EmployerDashboardPage } from '../../features/employer';

/** The family's dashboard: its frame around the section of the URL (child routes). */
export const Route = createFileRoute('/dashboard/employer')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['client']);
  },
  component: EmployerRoute,
});

function EmployerRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <EmployerDashboardPage pathname={pathname}>
      <Outlet />
    </EmployerDashboardPage>
  );
}
