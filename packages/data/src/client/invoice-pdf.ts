import type { Id, MailLocale } from '../contract';
import { adminAccountsRoutes } from '../contract/routes/admin-accounts';
import { employerRoutes } from '../contract/routes/employer';
import { pathFor } from '../contract/routes/route';
import type { CallOptions } from './endpoint-call';
import type { ApiClient, DownloadedFile } from './http';

/*
 * Download PDF of a tax invoice: the family's own (the invoice page), or any family's for an admin
 * (Accounts > Invoice). The server names the file; `lang` is the language it is written in.
 */

/** GET /employer/invoices/:id/pdf: one of the family's invoices as a PDF. */
export function downloadInvoicePdf(
  client: ApiClient,
  id: Id,
  lang: MailLocale,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(pathFor(employerRoutes.employerInvoicePdf.path, { id }), {
    query: { lang },
    signal,
    fallbackMessage: 'Failed to download the invoice',
  });
}

/** GET /admin/invoices/:id/pdf: any family's invoice as a PDF (admin). */
export function downloadAdminInvoicePdf(
  client: ApiClient,
  id: Id,
  lang: MailLocale,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(pathFor(adminAccountsRoutes.adminInvoicePdf.path, { id }), {
    query: { lang },
    signal,
    fallbackMessage: 'Failed to download the invoice',
  });
}
