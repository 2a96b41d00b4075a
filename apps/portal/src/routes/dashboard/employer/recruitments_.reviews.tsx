import { createFileRoute } from '@tanstack/react-router';
import { HiresToReviewPage } from '../../../features/hire-reviews';
// The loader, the pending and the error states stay in the main bundle: they never import the screen.
import { hiresToReviewQuery } from '../../../features/hire-reviews/queries';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

/**
 * The family's Reviews, beside her Recruitments (the hires they review): the hires to review a
 * month after work started, and what she wrote.
 */
export const Route = createFileRoute('/dashboard/employer/recruitments_/reviews')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(hiresToReviewQuery('family')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.hireReviews),
  component: FamilyReviewsRoute,
});

function FamilyReviewsRoute() {
  return <HiresToReviewPage side="family" />;
}
