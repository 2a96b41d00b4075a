import { createFileRoute, useRouter } from '@tanstack/react-router';
import {
  DocumentsPage,
  SectionError,
  SectionSkeleton,
  documentsQuery,
} from '../../features/candidate';

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
