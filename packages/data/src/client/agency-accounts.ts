import { agencyAccountsRoutes } from '../contract/routes/agency-accounts';
import {
  type AccountDetail,
  type AccountRow,
  type AgencyAccountsPage,
  type AgencyAccountsQueryInput,
  type Id,
  type RecordPaymentBodyInput,
  type UpdateAccountBody,
} from '../contract';
import { compactQuery } from './agency-recruitments';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/*
 * The agency dashboard's Accounts: a row per recruitment with the fee, payments and balance the
 * server computes; one account's payments and invoice. After a payment or a fee change,
 * invalidate agencyAccountKeys.all (and the analytics' totals).
 */

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
  const { data } = await callEndpoint(client, agencyAccountsRoutes.agencyAccounts, {
    query: compactQuery(params),
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
  const { data } = await callEndpoint(client, agencyAccountsRoutes.agencyAccount, {
    params: { id },
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
  const { data } = await callEndpoint(client, agencyAccountsRoutes.recordAgencyPayment, {
    params: { id },
    body: payment,
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
  const { data } = await callEndpoint(client, agencyAccountsRoutes.updateAgencyAccount, {
    params: { id },
    body: patch,
    signal,
    fallbackMessage: 'Failed to save the amount payable',
  });
  return data.account;
}

export const agencyAccountsQueryOptions = (
  client: ApiClient,
  params: AgencyAccountsQueryInput = {},
) =>
  fetcherQueryOptions(agencyAccountKeys.list(params), (signal) =>
    fetchAgencyAccounts(client, params, { signal }),
  );

export const agencyAccountQueryOptions = (client: ApiClient, id: Id) =>
  fetcherQueryOptions(agencyAccountKeys.detail(id), (signal) =>
    fetchAgencyAccount(client, id, { signal }),
  );
