import { adminAccountsRoutes } from '../contract/routes/admin-accounts';
import { queryOptions } from '@tanstack/react-query';
import {
  type AdminAccountsQueryInput,
  type AdminInvoicesPage,
  type AdminOrdersPage,
} from '../contract';
import {
  retryUnlessClientError,
  type ApiClient,
  type DownloadedFile,
  type QueryValue,
} from './http';

/*
 * Accounts > Orders and Invoice of the admin dashboard, and their downloads. After recording a
 * payment (markInvoicePaid), invalidate adminAccountsKeys.all.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

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
  const { method, path, response } = adminAccountsRoutes.adminOrders;
  const { data } = await client.request(path, {
    method,
    query: asQuery(params),
    schema: response,
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
  const { method, path, response } = adminAccountsRoutes.adminInvoices;
  const { data } = await client.request(path, {
    method,
    query: asQuery(params),
    schema: response,
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
  queryOptions({
    queryKey: adminAccountsKeys.orders(params),
    queryFn: ({ signal }) => fetchAdminOrders(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const adminInvoicesQueryOptions = (
  client: ApiClient,
  params: AdminAccountsQueryInput = {},
) =>
  queryOptions({
    queryKey: adminAccountsKeys.invoices(params),
    queryFn: ({ signal }) => fetchAdminInvoices(client, params, { signal }),
    retry: retryUnlessClientError,
  });
