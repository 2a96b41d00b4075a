import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../features/auth/guards';
import {
  InvoiceDocumentPage,
  InvoiceError,
  InvoiceNotFound,
  InvoicePending,
} from '../../../../features/employer';
import { invoiceQuery } from '../../../../features/employer/queries';
import { idParams } from '../../../../features/shared/id-param';
import { ensureFound } from '../../../../features/shared/route/ensure-found';

/** The printable invoice: a page of its own, outside the dashboard's frame. */
export const Route = createFileRoute('/dashboard/employer_/invoices/$id')({
  params: idParams,
  // ?paid=card: back from Stripe's Checkout page (any other value is dropped).
  validateSearch: (search: Record<string, unknown>): { paid?: 'card' } =>
    search.paid === 'card' ? { paid: 'card' } : {},
  beforeLoad: ({ location }) => requireSignedIn(location, ['client']),
  // The server answers only the family's own invoices: any other id is not found.
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await ensureFound(queryClient, invoiceQuery(id));
  },
  pendingComponent: InvoicePending,
  errorComponent: InvoiceError,
  notFoundComponent: InvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  const { paid } = Route.useSearch();
  return <InvoiceDocumentPage id={id} cardReturn={paid === 'card'} />;
}
