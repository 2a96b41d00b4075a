import { createFileRoute, useRouter } from '@tanstack/react-router';
import { DocumentsPage, SectionError } from '../../features/candidate';
// The loader and the pending state stay in the main bundle: they never import the screens.
import { documentsQuery } from '../../features/candidate/queries';
import { SectionSkeleton } from '../../features/candidate/SectionSkeleton';

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
