import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { VerifyEmailBanner } from '../../features/auth/VerifyEmailBanner';
import { requireSignedIn } from '../../features/auth/guards';
import { CandidateDashboard, sectionOf } from '../../features/candidate';

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
      <VerifyEmailBanner />
      <Outlet />
    </CandidateDashboard>
  );
}
