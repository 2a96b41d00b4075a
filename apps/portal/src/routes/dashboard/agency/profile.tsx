import { createFileRoute } from '@tanstack/react-router';
import { AgencyProfilePage } from '../../../features/agency/profile/AgencyProfilePage';
import { myAgencyQuery } from '../../../features/agency/profile/queries';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/profile')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(myAgencyQuery());
  },
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.agencyProfile.profile),
  component: AgencyProfilePage,
});
