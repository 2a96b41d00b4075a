import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ProfilePage, SectionError, SectionSkeleton, profileQuery } from '../../features/candidate';

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
