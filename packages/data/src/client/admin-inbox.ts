import { adminInboxRoutes } from '../contract/routes/admin-inbox';
import {
  type AdminInboxPage,
  type AdminInboxQueryInput,
  type Id,
  type InboxItem,
  type InboxKind,
} from '../contract';
import { type ApiClient, type QueryValue } from './http';
import { callData, fetcherQueryOptions, type CallOptions } from './endpoint-call';

/*
 * The admin inbox of the public forms. After marking an entry, invalidate adminInboxKeys.all:
 * the lists and the unhandled counts change.
 */

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
  const data = await callData(client, adminInboxRoutes.adminInbox, {
    query: params as Record<string, QueryValue>,
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
  const data = await callData(client, adminInboxRoutes.updateInboxItem, {
    params: { kind, id },
    body: { handled },
    signal,
    fallbackMessage: 'Failed to update the message',
  });
  return data.item;
}

export const adminInboxQueryOptions = (client: ApiClient, params: AdminInboxQueryInput) =>
  fetcherQueryOptions(adminInboxKeys.list(params), (signal) =>
    fetchAdminInbox(client, params, { signal }),
  );
