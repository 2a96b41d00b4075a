import { adminInboxRoutes } from '../contract/routes/admin-inbox';
import { queryOptions } from '@tanstack/react-query';
import {
  pathFor,
  type AdminInboxPage,
  type AdminInboxQueryInput,
  type Id,
  type InboxItem,
  type InboxKind,
} from '../contract';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The admin inbox of the public forms. After marking an entry, invalidate adminInboxKeys.all:
 * the lists and the unhandled counts change.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const adminInboxKeys = {
  all: ['admin-inbox'] as const,
  list: (params: AdminInboxQueryInput) => [...adminInboxKeys.all, params] as const,
};

/** GET /admin/inbox */
export async function fetchAdminInbox(
  client: ApiClient,
  params: AdminInboxQueryInput,
  { signal }: CallOptions = {},
): Promise<AdminInboxPage> {
  const { method, path, response } = adminInboxRoutes.adminInbox;
  const { data } = await client.request(path, {
    method,
    query: params as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

/** PATCH /admin/inbox/:kind/:id */
export async function setInboxItemHandled(
  client: ApiClient,
  kind: InboxKind,
  id: Id,
  handled: boolean,
  { signal }: CallOptions = {},
): Promise<InboxItem> {
  const { method, path, response } = adminInboxRoutes.updateInboxItem;
  const { data } = await client.request(pathFor(path, { kind, id }), {
    method,
    body: { handled },
    schema: response,
    signal,
    fallbackMessage: 'Failed to update the message',
  });
  return data.item;
}

export const adminInboxQueryOptions = (client: ApiClient, params: AdminInboxQueryInput) =>
  queryOptions({
    queryKey: adminInboxKeys.list(params),
    queryFn: ({ signal }) => fetchAdminInbox(client, params, { signal }),
    retry: retryUnlessClientError,
  });
