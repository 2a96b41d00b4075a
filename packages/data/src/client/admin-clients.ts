import { adminClientsRoutes } from '../contract/routes/admin-clients';
import {
  type AdminClientDetail,
  type AdminClientsPage,
  type AdminClientsQueryInput,
  type AdminClientStatusBody,
  type Id,
} from '../contract';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/*
 * The admin's Clients (All Clients, Hold Resume, Suspended). After a status change, invalidate
 * adminClientKeys.all so the three lists and the detail refetch.
 */

export const adminClientKeys = {
  all: ['admin-clients'] as const,
  list: (params: AdminClientsQueryInput = {}) => [...adminClientKeys.all, 'list', params] as const,
  detail: (id: Id) => [...adminClientKeys.all, 'detail', id] as const,
};

/** GET /admin/clients */
export async function fetchAdminClients(
  client: ApiClient,
  params: AdminClientsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminClientsPage> {
  return (await callEndpoint(client, adminClientsRoutes.adminClients, { query: params, signal }))
    .data;
}

/** GET /admin/clients/:id: the family and its counts per stage. */
export async function fetchAdminClient(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<AdminClientDetail> {
  const { data } = await callEndpoint(client, adminClientsRoutes.adminClient, {
    params: { id },
    signal,
  });
  return data.client;
}

/** PATCH /admin/clients/:id/status: Hold, Resume or Suspended. */
export async function setAdminClientStatus(
  client: ApiClient,
  id: Id,
  status: AdminClientStatusBody['status'],
  { signal }: CallOptions = {},
): Promise<AdminClientDetail> {
  const { data } = await callEndpoint(client, adminClientsRoutes.setAdminClientStatus, {
    params: { id },
    body: { status },
    signal,
    fallbackMessage: 'Failed to change the status',
  });
  return data.client;
}

export const adminClientsQueryOptions = (client: ApiClient, params: AdminClientsQueryInput = {}) =>
  fetcherQueryOptions(adminClientKeys.list(params), (signal) =>
    fetchAdminClients(client, params, { signal }),
  );

export const adminClientQueryOptions = (client: ApiClient, id: Id) =>
  fetcherQueryOptions(adminClientKeys.detail(id), (signal) =>
    fetchAdminClient(client, id, { signal }),
  );
