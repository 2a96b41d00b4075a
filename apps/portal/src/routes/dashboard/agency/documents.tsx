import { agencyDocumentsQueryOptions } from '@bayti/data/client';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../../api';
import { AgencyDocumentsPage } from '../../../features/agency/documents/AgencyDocumentsPage';

export const Route = createFileRoute('/dashboard/agency/documents')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(agencyDocumentsQueryOptions(api));
  },
  component: AgencyDocumentsPage,
});
