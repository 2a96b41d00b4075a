import { createFileRoute } from '@tanstack/react-router';
import { HomePage, homeCandidatesQuery, listingCountsQuery } from '../features/public';

export const Route = createFileRoute('/')({
  // A failed fetch must not take the landing page down: each section shows its own state.
  loader: ({ context: { queryClient } }) => {
    const quietly = (read: Promise<unknown>) => read.catch(() => undefined);
    return Promise.all([
      quietly(queryClient.ensureQueryData(homeCandidatesQuery())),
      quietly(queryClient.ensureQueryData(listingCountsQuery())),
    ]);
  },
  component: HomePage,
});
