import { adminUsersRoutes } from '../contract/routes/admin-users';
import {
  ADD_USER_INVALID_MESSAGE,
  type AdminUser,
  type AdminUserForm,
  type AdminUserPatchInput,
  type AdminUsersPage,
  type AdminUsersQueryInput,
  type Id,
} from '../contract';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/*
 * The admin dashboard's Users list. After adding, editing or deleting, invalidate
 * adminUserKeys.all so the table and its "Showing 1 to N of N entries" refetch.
 */

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
  return (await callEndpoint(client, adminUsersRoutes.adminUsers, { query: params, signal })).data;
}

/** POST /admin/users: 400 names each field under ADD_USER_INVALID_MESSAGE; 409 email taken. */
export async function createAdminUser(
  client: ApiClient,
  form: AdminUserForm,
  { signal }: CallOptions = {},
): Promise<AdminUser> {
  const { data } = await callEndpoint(client, adminUsersRoutes.createAdminUser, {
    body: form,
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
  const { data } = await callEndpoint(client, adminUsersRoutes.updateAdminUser, {
    params: { id },
    body: patch,
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
  await callEndpoint(client, adminUsersRoutes.deleteAdminUser, {
    params: { id },
    signal,
    fallbackMessage: 'Failed to delete the user',
  });
}

export const adminUsersQueryOptions = (client: ApiClient, params: AdminUsersQueryInput = {}) =>
  fetcherQueryOptions(adminUserKeys.list(params), (signal) =>
    fetchAdminUsers(client, params, { signal }),
  );
