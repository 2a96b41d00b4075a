import { createFileRoute } from '@tanstack/react-router';
import {
  AgencyInvoiceNotFound,
  AgencyInvoicePage,
} from '../../../../features/agency/accounts/AgencyInvoicePage';
import { requireSignedIn } from '../../../../features/auth/guards';
import { idParams } from '../../../../features/shared/id-param';

/** The printable invoice of an agency account: a page of its own, outside the dashboard frame. */
export const Route = createFileRoute('/dashboard/agency_/invoices/$id')({
  params: idParams,
  beforeLoad: ({ location }) => requireSignedIn(location, ['agency', 'staff']),
  notFoundComponent: AgencyInvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <AgencyInvoicePage id={id} />;
}
