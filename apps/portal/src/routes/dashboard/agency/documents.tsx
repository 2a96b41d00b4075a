import { createFileRoute } from '@tanstack/react-router';
import {
  AgencyDocumentsPage,
  documentsQuery,
} from '../../../features/agency/documents/AgencyDocumentsPage';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

export const Route = createFileRoute('/dashboard/agency/documents')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(documentsQuery());
  },
  pendingComponent: RoutePending,
  errorComponent: routeError(({ agencyProfile: { documents, profile } }) => ({
    loadFailed: documents.loadFailed,
    retry: profile.retry,
  })),
  component: AgencyDocumentsPage,
});
