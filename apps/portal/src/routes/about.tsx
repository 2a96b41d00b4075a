import { createFileRoute } from '@tanstack/react-router';
import { AboutPage, listingCountsQuery } from '../features/public';

export const Route = createFileRoute('/about')({
  // Its figures count the listings; if they cannot load, the page shows the others.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(listingCountsQuery()).catch(() => undefined),
  component: AboutPage,
});
