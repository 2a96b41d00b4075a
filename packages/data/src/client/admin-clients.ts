import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  pathFor,
  type AdminClientDetail,
  type AdminClientsPage,
  type AdminClientsQueryInput,
  type AdminClientStatusBody,
  type Id,
} from '../contract';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The admin's Clients (All Clients, Hold Resume, Suspended). After a status change, invalidate
 * adminClientKeys.all so the three lists and the detail refetch.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

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
  const { method, path, response } = endpoints.adminClients;
  const { data } = await client.request(path, {
    method,
    query: params as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

/** GET /admin/clients/:id: the family and its counts per stage. */
export async function fetchAdminClient(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<AdminClientDetail> {
  const { method, path, response } = endpoints.adminClient;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    schema: response,
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
  const { method, path, response } = endpoints.setAdminClientStatus;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: { status },
    schema: response,
    signal,
    fallbackMessage: 'Failed to change the status',
  });
  return data.client;
}

export const adminClientsQueryOptions = (client: ApiClient, params: AdminClientsQueryInput = {}) =>
  queryOptions({
    queryKey: adminClientKeys.list(params),
    queryFn: ({ signal }) => fetchAdminClients(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const adminClientQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: adminClientKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminClient(client, id, { signal }),
    retry: retryUnlessClientError,
  });
