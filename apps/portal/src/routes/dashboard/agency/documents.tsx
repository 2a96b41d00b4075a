import { createFileRoute } from '@tanstack/react-router';
import {
  AgencyDocumentsPage,
  documentsQuery,
} from '../../../features/agency/documents/AgencyDocumentsPage';

export const Route = createFileRoute('/dashboard/agency/documents')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(documentsQuery());
  },
  component: AgencyDocumentsPage,
});
