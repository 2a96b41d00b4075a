import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../features/auth/guards';
import {
  CreditNoteDocumentPage,
  CreditNoteError,
  CreditNoteNotFound,
  CreditNotePending,
} from '../../../../features/employer';
import { creditNoteQuery } from '../../../../features/employer/queries';
import { idParams } from '../../../../features/shared/id-param';
import { ensureFound } from '../../../../features/shared/route/ensure-found';

/** A printable tax credit note (a refund of an invoice): a page of its own, like the invoice. */
export const Route = createFileRoute('/dashboard/employer_/credit-notes/$id')({
  params: idParams,
  beforeLoad: ({ location }) => requireSignedIn(location, ['client']),
  // The server answers only the family's own credit notes: any other id is not found.
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await ensureFound(queryClient, creditNoteQuery(id));
  },
  pendingComponent: CreditNotePending,
  errorComponent: CreditNoteError,
  notFoundComponent: CreditNoteNotFound,
  component: CreditNoteRoute,
});

function CreditNoteRoute() {
  const { id } = Route.useParams();
  return <CreditNoteDocumentPage id={id} />;
}
