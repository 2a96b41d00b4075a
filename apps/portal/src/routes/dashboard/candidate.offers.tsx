import { createFileRoute } from '@tanstack/react-router';
import { ReviewsToWriteNotice } from '../../features/hire-reviews/ReviewsToWriteNotice';
import { OffersPage } from '../../features/offers';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { offersQuery } from '../../features/offers/queries';
import { RoutePending, routeError } from '../../features/shared/route/RouteStates';

/** The worker's Offers: the families' offers to her, to accept or decline. */
export const Route = createFileRoute('/dashboard/candidate/offers')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(offersQuery('candidate')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.offers.list),
  component: CandidateOffersRoute,
});

function CandidateOffersRoute() {
  return (
    <>
      <ReviewsToWriteNotice side="worker" />
      <OffersPage side="candidate" />
    </>
  );
}
