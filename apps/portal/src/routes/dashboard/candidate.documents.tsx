import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../features/candidate';
// The loader, the pending and the error states stay in the main bundle: they never import the screens.
import { documentsQuery } from '../../features/candidate/queries';
import { documentsRouteError } from '../../features/candidate/route-error';
import { SectionSkeleton } from '../../features/candidate/SectionSkeleton';

export const Route = createFileRoute('/dashboard/candidate/documents')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(documentsQuery()),
  pendingComponent: () => <SectionSkeleton section="documents" />,
  errorComponent: documentsRouteError,
  component: DocumentsPage,
});
