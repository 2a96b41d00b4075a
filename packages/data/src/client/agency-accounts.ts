import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  pathFor,
  type AccountDetail,
  type AccountRow,
  type AgencyAccountsPage,
  type AgencyAccountsQueryInput,
  type Id,
  type RecordPaymentBodyInput,
  type UpdateAccountBody,
} from '../contract';
import { compactQuery } from './agency-recruitments';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The agency dashboard's Accounts: a row per recruitment with the fee, payments and balance the
 * server computes; one account's payments and invoice. After a payment or a fee change,
 * invalidate agencyAccountKeys.all (and the analytics' totals).
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const agencyAccountKeys = {
  all: ['agency-accounts'] as const,
  list: (params: AgencyAccountsQueryInput = {}) =>
    [...agencyAccountKeys.all, 'list', compactQuery(params)] as const,
  detail: (id: Id) => [...agencyAccountKeys.all, 'detail', id] as const,
};

/** GET /agency/accounts: search, recruitment status, page; totals over the filter. */
export async function fetchAgencyAccounts(
  client: ApiClient,
  params: AgencyAccountsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AgencyAccountsPage> {
  const { method, path, response } = endpoints.agencyAccounts;
  const { data } = await client.request(path, {
    method,
    query: compactQuery(params) as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

/** GET /agency/accounts/:id: the row, its payments and the invoice header. */
export async function fetchAgencyAccount(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<AccountDetail> {
  const { method, path, response } = endpoints.agencyAccount;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
  });
  return data;
}

/** POST /agency/accounts/:id/payments: 409 when it is more than the balance. */
export async function recordAgencyPayment(
  client: ApiClient,
  id: Id,
  payment: RecordPaymentBodyInput,
  { signal }: CallOptions = {},
): Promise<AccountRow> {
  const { method, path, response } = endpoints.recordAgencyPayment;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: payment,
    schema: response,
    signal,
    fallbackMessage: 'Failed to record the payment',
  });
  return data.account;
}

/** PATCH /agency/accounts/:id: the fee; 409 when below what was paid. */
export async function updateAgencyAccount(
  client: ApiClient,
  id: Id,
  patch: UpdateAccountBody,
  { signal }: CallOptions = {},
): Promise<AccountRow> {
  const { method, path, response } = endpoints.updateAgencyAccount;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: patch,
    schema: response,
    signal,
    fallbackMessage: 'Failed to save the amount payable',
  });
  return data.account;
}

export const agencyAccountsQueryOptions = (
  client: ApiClient,
  params: AgencyAccountsQueryInput = {},
) =>
  queryOptions({
    queryKey: agencyAccountKeys.list(params),
    queryFn: ({ signal }) => fetchAgencyAccounts(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const agencyAccountQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: agencyAccountKeys.detail(id),
    queryFn: ({ signal }) => fetchAgencyAccount(client, id, { signal }),
    retry: retryUnlessClientError,
  });
