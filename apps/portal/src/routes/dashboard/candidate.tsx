import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { VerifyEmailBanner } from '../../features/auth/VerifyEmailBanner';
import { requireSignedIn } from '../../features/auth/guards';
import { CandidateDashboard, sectionOf } from '../../features/candidate';
import { LiveUpdates } from '../../features/conversations/use-live-updates';

export const Route = createFileRoute('/dashboard/candidate')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['candidate']);
  },
  component: CandidateDashboardRoute,
});

function CandidateDashboardRoute() {
  const { pathname } = useLocation();
  return (
    <CandidateDashboard section={sectionOf(pathname)}>
      <LiveUpdates />
      <VerifyEmailBanner />
      <Outlet />
    </CandidateDashboard>
  );
}
