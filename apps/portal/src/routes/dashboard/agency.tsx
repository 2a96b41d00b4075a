import { AGENCY_LOGIN_ROLES } from '@bayti/data/contract';
import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { AgencyDashboardPage } from '../../features/agency';

export const Route = createFileRoute('/dashboard/agency')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, AGENCY_LOGIN_ROLES);
  },
  component: AgencyDashboardPage,
});
