import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin';
import { adminPositionsQuery } from '../../features/admin/queries';
import { requireSignedIn } from '../../features/auth/guards';

/** The admin back-office: its frame around the section of the URL (child routes). */
export const Route = createFileRoute('/dashboard/admin')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['admin']);
  },
  // The Positions group starts expanded on a position's page only if it has its items on the
  // first render; a failure leaves the group empty, and the section still loads.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(adminPositionsQuery()).then(
      () => undefined,
      () => undefined,
    ),
  component: AdminRoute,
});

function AdminRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AdminDashboardPage pathname={pathname}>
      <Outlet />
    </AdminDashboardPage>
  );
}
