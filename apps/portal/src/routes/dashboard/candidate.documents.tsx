import { createFileRoute, useRouter } from '@tanstack/react-router';
import { DocumentsPage, SectionError, SectionSkeleton } from '../../features/candidate';
// The loader stays in the main bundle: it imports the queries alone, never the screens.
import { documentsQuery } from '../../features/candidate/queries';

export const Route = createFileRoute('/dashboard/candidate/documents')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(documentsQuery()),
  pendingComponent: () => <SectionSkeleton section="documents" />,
  errorComponent: DocumentsError,
  component: DocumentsPage,
});

function DocumentsError() {
  const router = useRouter();
  return <SectionError section="documents" onRetry={() => void router.invalidate()} />;
}
