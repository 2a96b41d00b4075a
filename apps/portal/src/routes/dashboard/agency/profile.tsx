import { createFileRoute } from '@tanstack/react-router';
import { AgencyProfilePage } from '../../../features/agency/profile/AgencyProfilePage';
import { myAgencyQuery } from '../../../features/agency/profile/queries';

export const Route = createFileRoute('/dashboard/agency/profile')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myAgencyQuery());
  },
  component: AgencyProfilePage,
});
