import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/employer';
import { profileQuery } from '../../../features/employer/queries';
import { employerRouteError } from '../../../features/employer/route-error';
import { RoutePending } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/employer/profile')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(profileQuery());
  },
  pendingComponent: RoutePending,
  errorComponent: employerRouteError,
  component: ProfilePage,
});
