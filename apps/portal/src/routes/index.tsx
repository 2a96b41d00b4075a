import { createFileRoute } from '@tanstack/react-router';
import { HomePage, homeCandidatesQuery } from '../features/public';

export const Route = createFileRoute('/')({
  // A failed fetch must not take the landing page down: the section shows its own error.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(homeCandidatesQuery()).catch(() => undefined),
  component: HomePage,
});
