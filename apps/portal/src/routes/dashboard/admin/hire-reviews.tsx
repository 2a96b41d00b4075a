import { createFileRoute } from '@tanstack/react-router';
import { AdminHireReviewsPage } from '../../../features/hire-reviews';
// The loader and the search reader stay in the main bundle: they never import the screen.
import { adminHireReviewsQuery } from '../../../features/hire-reviews/queries';
import {
  parseAdminReviewsSearch,
  type AdminReviewsSearch,
} from '../../../features/hire-reviews/search';
import { adminRouteError } from '../../../features/admin/office/route-states';
import { RoutePending } from '../../../features/shared/route/RouteStates';

/** Moderation › Reviews: published reviews, newest first, to hide an abusive one with a reason. */
export const Route = createFileRoute('/dashboard/admin/hire-reviews')({
  // Unknown or invalid params are dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): AdminReviewsSearch =>
    parseAdminReviewsSearch(raw),
  loaderDeps: ({ search }) => parseAdminReviewsSearch(search),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(adminHireReviewsQuery(deps.before)),
  pendingComponent: RoutePending,
  errorComponent: adminRouteError,
  component: AdminHireReviewsRoute,
});

function AdminHireReviewsRoute() {
  return <AdminHireReviewsPage search={parseAdminReviewsSearch(Route.useSearch())} />;
}
