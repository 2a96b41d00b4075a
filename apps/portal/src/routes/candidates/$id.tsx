import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../features/shared/id-param';
import { ensureFound } from '../../features/shared/route/ensure-found';
import {
  CandidateNotFound,
  CandidateProfilePage,
  CandidateProfileSkeleton,
  candidateProfileQuery,
  suggestionQueries,
} from '../../features/public/candidates';
import { PublishedReviews } from '../../features/hire-reviews/PublishedReviews';

export const Route = createFileRoute('/candidates/$id')({
  params: idParams,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const { candidate } = await ensureFound(queryClient, candidateProfileQuery(id));
    // Suggestions load beside the page; they never hold it up.
    for (const query of suggestionQueries(candidate)) void queryClient.prefetchQuery(query);
  },
  pendingComponent: CandidateProfileSkeleton,
  notFoundComponent: CandidateNotFound,
  component: CandidateRoute,
});

function CandidateRoute() {
  const { id } = Route.useParams();
  return <CandidateProfilePage id={id} reviews={<PublishedReviews about="candidate" id={id} />} />;
}
