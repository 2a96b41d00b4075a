import { createFileRoute } from '@tanstack/react-router';
import { OffersPage } from '../../../features/offers';
import { offersQuery } from '../../../features/offers/queries';
import { RoutePending, routeError } from '../../../features/shared/route/RouteStates';

/** The agency's Offers: the families' offers to the candidates it listed, to accept or decline. */
export const Route = createFileRoute('/dashboard/agency/offers')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(offersQuery('agency')),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => t.offers.list),
  component: AgencyOffersRoute,
});

function AgencyOffersRoute() {
  return <OffersPage side="agency" />;
}
