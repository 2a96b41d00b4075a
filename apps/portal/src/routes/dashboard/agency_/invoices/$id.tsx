import { isApiError } from '@bayti/data/client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  AgencyInvoiceNotFound,
  AgencyInvoicePage,
  AgencyInvoiceFrame,
  accountQuery,
} from '../../../../features/agency/accounts/AgencyInvoicePage';
import { requireSignedIn } from '../../../../features/auth/guards';
import { idParams } from '../../../../features/shared/id-param';
import { routeError } from '../../../../features/shared/route/RouteStates';

/** The printable invoice of an agency account: a page of its own, outside the dashboard frame. */
export const Route = createFileRoute('/dashboard/agency_/invoices/$id')({
  params: idParams,
  beforeLoad: ({ location }) => requireSignedIn(location, ['agency', 'staff']),
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      await queryClient.ensureQueryData(accountQuery(id));
    } catch (error) {
      // Another agency's account, or none: the server answers 404.
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: AgencyInvoiceFrame,
  errorComponent: routeError((t) => t.agencyOps.common),
  notFoundComponent: AgencyInvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <AgencyInvoicePage id={id} />;
}
