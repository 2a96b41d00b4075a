import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../features/auth/guards';
import { InvoiceDocumentPage, InvoiceNotFound } from '../../../../features/employer';

/** A positive integer id, or null for anything else (which matches no invoice). */
const idOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** The printable invoice: a page of its own, outside the dashboard's frame. */
export const Route = createFileRoute('/dashboard/employer_/invoices/$id')({
  beforeLoad: ({ location, params }) => {
    requireSignedIn(location, ['client']);
    if (idOf(params.id) === null) throw notFound();
  },
  notFoundComponent: InvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <InvoiceDocumentPage id={Number(id)} />;
}
