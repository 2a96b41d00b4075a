import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { EmployerDashboardPage } from '../../features/employer';

export const Route = createFileRoute('/dashboard/employer')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['client']);
  },
  component: EmployerDashboardPage,
});
