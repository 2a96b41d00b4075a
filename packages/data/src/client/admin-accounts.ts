import { adminAccountsRoutes } from '../contract/routes/admin-accounts';
import { type ApiClient, type DownloadedFile } from './http';
import { type CallOptions } from './endpoint-call';

/*
 * The downloads of Accounts > Orders and Invoice (the tables themselves are JSON calls of
 * adminAccountsRoutes, through route-call.ts).
 */

/** The search of the table; the downloads take the same, so they hold the rows shown. */
export interface AdminAccountsSearchInput {
  search?: string | undefined;
}

/** Order Download: GET /admin/orders.csv, the searched orders (every page). */
export function downloadAdminOrdersCsv(
  client: ApiClient,
  { search }: AdminAccountsSearchInput = {},
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(adminAccountsRoutes.adminOrdersCsv.path, {
    query: { search },
    signal,
    fallbackMessage: 'Failed to download the orders',
  });
}

/** Invoice Download: GET /admin/invoices.csv, the searched invoices (every page). */
export function downloadAdminInvoicesCsv(
  client: ApiClient,
  { search }: AdminAccountsSearchInput = {},
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  return client.download(adminAccountsRoutes.adminInvoicesCsv.path, {
    query: { search },
    signal,
    fallbackMessage: 'Failed to download the invoices',
  });
}
