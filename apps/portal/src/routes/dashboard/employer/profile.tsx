import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/employer';
import { profileQuery } from '../../../features/employer/queries';

export const Route = createFileRoute('/dashboard/employer/profile')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQuery());
  },
  component: ProfilePage,
});
