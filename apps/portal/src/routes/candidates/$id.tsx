import { isApiError } from '@bayti/data/client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  CandidateNotFound,
  CandidateProfilePage,
  CandidateProfileSkeleton,
  candidateProfileQuery,
  suggestionQueries,
} from '../../features/public/candidates';

/** A positive integer id, or null for anything else (which matches nobody). */
const idOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export const Route = createFileRoute('/candidates/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = idOf(params.id);
    if (id === null) throw notFound();
    try {
      const candidate = await queryClient.ensureQueryData(candidateProfileQuery(id));
      // Suggestions load beside the page; they never hold it up.
      for (const query of suggestionQueries(candidate)) void queryClient.prefetchQuery(query);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: CandidateProfileSkeleton,
  notFoundComponent: CandidateNotFound,
  component: CandidateRoute,
});

function CandidateRoute() {
  const { id } = Route.useParams();
  return <CandidateProfilePage id={Number(id)} />;
}
