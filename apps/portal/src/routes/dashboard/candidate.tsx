import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { CandidateDashboardPage } from '../../features/candidate';

export const Route = createFileRoute('/dashboard/candidate')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['candidate']);
  },
  component: CandidateDashboardPage,
});
