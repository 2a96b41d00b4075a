import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { AdminDashboardPage } from '../../features/admin';

export const Route = createFileRoute('/dashboard/admin')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['admin']);
  },
  component: AdminDashboardPage,
});
