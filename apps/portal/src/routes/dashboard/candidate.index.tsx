import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/candidate';
// The loader, the pending and the error states stay in the main bundle: they never import the screens.
import { profileQuery } from '../../features/candidate/queries';
import { profileRouteError } from '../../features/candidate/route-error';
import { SectionSkeleton } from '../../features/candidate/SectionSkeleton';

export const Route = createFileRoute('/dashboard/candidate/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQuery()),
  pendingComponent: () => <SectionSkeleton section="profile" />,
  errorComponent: profileRouteError,
  component: ProfilePage,
});
