import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ProfilePage, SectionError } from '../../features/candidate';
// The loader and the pending state stay in the main bundle: they never import the screens.
import { profileQuery } from '../../features/candidate/queries';
import { SectionSkeleton } from '../../features/candidate/SectionSkeleton';

export const Route = createFileRoute('/dashboard/candidate/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQuery()),
  pendingComponent: () => <SectionSkeleton section="profile" />,
  errorComponent: ProfileError,
  component: ProfilePage,
});

function ProfileError() {
  const router = useRouter();
  return <SectionError section="profile" onRetry={() => void router.invalidate()} />;
}
