import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ProfilePage, SectionError, SectionSkeleton } from '../../features/candidate';
// The loader stays in the main bundle: it imports the queries alone, never the screens.
import { profileQuery } from '../../features/candidate/queries';

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
