import { isApiError } from '@bayti/data/client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idParams } from '../../features/shared/id-param';
import {
  CandidateNotFound,
  CandidateProfilePage,
  CandidateProfileSkeleton,
  candidateProfileQuery,
  suggestionQueries,
} from '../../features/public/candidates';

export const Route = createFileRoute('/candidates/$id')({
  params: idParams,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      const { candidate } = await queryClient.ensureQueryData(candidateProfileQuery(id));
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
  return <CandidateProfilePage id={id} />;
}
