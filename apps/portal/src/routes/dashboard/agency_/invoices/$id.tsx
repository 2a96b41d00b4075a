import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  AgencyInvoiceNotFound,
  AgencyInvoicePage,
} from '../../../../features/agency/accounts/AgencyInvoicePage';
import { requireSignedIn } from '../../../../features/auth/guards';

/** A positive integer id, or null for anything else (which matches no account). */
const idOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** The printable invoice of an agency account: a page of its own, outside the dashboard frame. */
export const Route = createFileRoute('/dashboard/agency_/invoices/$id')({
  beforeLoad: ({ location, params }) => {
    requireSignedIn(location, ['agency', 'staff']);
    if (idOf(params.id) === null) throw notFound();
  },
  notFoundComponent: AgencyInvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <AgencyInvoicePage id={Number(id)} />;
}
