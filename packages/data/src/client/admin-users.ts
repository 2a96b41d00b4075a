import { queryOptions } from '@tanstack/react-query';
import {
  ADD_USER_INVALID_MESSAGE,
  endpoints,
  pathFor,
  type AdminUser,
  type AdminUserForm,
  type AdminUserPatchInput,
  type AdminUsersPage,
  type AdminUsersQueryInput,
  type Id,
} from '../contract';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The admin dashboard's Users list. After adding, editing or deleting, invalidate
 * adminUserKeys.all so the table and its "Showing 1 to N of N entries" refetch.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (params: AdminUsersQueryInput = {}) => [...adminUserKeys.all, params] as const,
};

/** GET /admin/users */
export async function fetchAdminUsers(
  client: ApiClient,
  params: AdminUsersQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AdminUsersPage> {
  const { method, path, response } = endpoints.adminUsers;
  const { data } = await client.request(path, {
    method,
    query: params as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

/** POST /admin/users: 400 names each field under ADD_USER_INVALID_MESSAGE; 409 email taken. */
export async function createAdminUser(
  client: ApiClient,
  form: AdminUserForm,
  { signal }: CallOptions = {},
): Promise<AdminUser> {
  const { method, path, response } = endpoints.createAdminUser;
  const { data } = await client.request(path, {
    method,
    body: form,
    schema: response,
    signal,
    fallbackMessage: ADD_USER_INVALID_MESSAGE,
  });
  return data.user;
}

/** PATCH /admin/users/:id with the changed fields (status included). */
export async function updateAdminUser(
  client: ApiClient,
  id: Id,
  patch: AdminUserPatchInput,
  { signal }: CallOptions = {},
): Promise<AdminUser> {
  const { method, path, response } = endpoints.updateAdminUser;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: patch,
    schema: response,
    signal,
    fallbackMessage: 'Failed to save the user',
  });
  return data.user;
}

/** DELETE /admin/users/:id (after 'Are you sure you want to delete this user?'). */
export async function deleteAdminUser(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<void> {
  const { method, path, response } = endpoints.deleteAdminUser;
  await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
    fallbackMessage: 'Failed to delete the user',
  });
}

export const adminUsersQueryOptions = (client: ApiClient, params: AdminUsersQueryInput = {}) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => fetchAdminUsers(client, params, { signal }),
    retry: retryUnlessClientError,
  });
