import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../features/auth/guards';
import { idParams } from '../../../../features/shared/id-param';
import { InvoiceDocumentPage, InvoiceNotFound } from '../../../../features/employer';

/** The printable invoice: a page of its own, outside the dashboard's frame. */
export const Route = createFileRoute('/dashboard/employer_/invoices/$id')({
  params: idParams,
  beforeLoad: ({ location }) => requireSignedIn(location, ['client']),
  notFoundComponent: InvoiceNotFound,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useParams();
  return <InvoiceDocumentPage id={id} />;
}
