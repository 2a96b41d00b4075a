import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../features/auth/guards';
import { AgencyDetailPage } from '../../../features/admin';

export const Route = createFileRoute('/admin/agency/$id')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location, ['admin']);
  },
  component: AgencyDetailRoute,
});

function AgencyDetailRoute() {
  const { id } = Route.useParams();
  return <AgencyDetailPage agencyId={id} />;
}
