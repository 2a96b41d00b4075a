import { createFileRoute } from '@tanstack/react-router';
import { HiresToReviewPage } from '../../features/hire-reviews';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { hiresToReviewQuery } from '../../features/hire-reviews/queries';
import { RoutePending, routeError } from '../../features/shared/route/RouteStates';

/**
 * The worker's Reviews, beside her Offers (a hire is an accepted offer): the families she worked
 * for a month or more, to rate once.
 */
export const Route = createFileRoute('/dashboard/candidate/offers_/reviews')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(hiresToReviewQuery('worker')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.hireReviews),
  component: WorkerReviewsRoute,
});

function WorkerReviewsRoute() {
  return <HiresToReviewPage side="worker" />;
}
