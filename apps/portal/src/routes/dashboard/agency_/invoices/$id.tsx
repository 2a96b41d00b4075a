import { createFileRoute } from '@tanstack/react-router';
import {
  AgencyInvoiceNotFound,
  AgencyInvoicePage,
  AgencyInvoiceFrame,
  accountQuery,
} from '../../../../features/agency/accounts/AgencyInvoicePage';
import { requireSignedIn } from '../../../../features/auth/guards';
import { idParams } from '../../../../features/shared/id-param';
import { ensureFound } from '../../../../features/shared/route/ensure-found';
import { routeError } from '../../../../features/shared/route/RouteStates';

/** The printable invoice of an agency account: a page of its own, outside the dashboard frame. */
export const Route = createFileRoute('/dashboard/agency_/invoices/$id')({
  params: idParams,
  beforeLoad: ({ location }) => requireSignedIn(location, ['agency', 'staff']),
  // Another agency's record, or none: the server answers 404, the route's not-found page.
  loader: ({ context: { queryClient }, params: { id } }) =>
    ensureFound(queryClient, accountQuery(id)),
  pendingComponent: AgencyInvoiceFrame,
  errorComponent: routeError((t) => t.agencyOps.common),
  notFoundComponent: AgencyInvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <AgencyInvoicePage id={id} />;
}
