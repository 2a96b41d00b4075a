import { adminAccountsRoutes } from '../contract/routes/admin-accounts';
import {
  type AdminAccountsQueryInput,
  type AdminInvoicesPage,
  type AdminOrdersPage,
} from '../contract';
import { type ApiClient, type DownloadedFile, type QueryValue } from './http';
import { callData, fetcherQueryOptions, type CallOptions } from './endpoint-call';

/*
 * Accounts > Orders and Invoice of the admin dashboard, and their downloads. After recording a
 * payment (markInvoicePaid), invalidate adminAccountsKeys.all.
 */

/** The search of the table; the downloads take the same, so they hold the rows shown. */
export interface AdminAccountsSearchInput {
  search?: string | undefined;
}

export const adminAccountsKeys = {
  all: ['admin-accounts'] as const,
  orders: (params: AdminAccountsQueryInput = {}) =>
    [...adminAccountsKeys.all, 'orders', params] as const,
  invoices: (params: AdminAccountsQueryInput = {}) =>
    [...adminAccountsKeys.all, 'invoices', params] as const,
};

const asQuery = (params: object) => params as Record<string, QueryValue>;

/** GET /admin/orders */
export async function fetchAdminOrders(
  client: ApiClient,
  params: AdminAccountsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminOrdersPage> {
  const data = await callData(client, adminAccountsRoutes.adminOrders, {
    query: asQuery(params),
    signal,
  });
  return data;
}

/** GET /admin/invoices */
export async function fetchAdminInvoices(
  client: ApiClient,
  params: AdminAccountsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminInvoicesPage> {
  const data = await callData(client, adminAccountsRoutes.adminInvoices, {
    query: asQuery(params),
    signal,
  });
  return data;
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

export const adminOrdersQueryOptions = (client: ApiClient, params: AdminAccountsQueryInput = {}) =>
  fetcherQueryOptions(adminAccountsKeys.orders(params), (signal) =>
    fetchAdminOrders(client, params, { signal }),
  );

export const adminInvoicesQueryOptions = (
  client: ApiClient,
  params: AdminAccountsQueryInput = {},
) =>
  fetcherQueryOptions(adminAccountsKeys.invoices(params), (signal) =>
    fetchAdminInvoices(client, params, { signal }),
  );
