import { agencyUsersRoutes } from '../contract/routes/agency-users';
import {
  type AgencyStaff,
  type AgencyUsersPage,
  type AgencyUsersQueryInput,
  type CreateAgencyUserInput,
  type Id,
  type UpdateAgencyUserInput,
} from '../contract';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/*
 * The agency dashboard's Users: staff accounts of the member's agency. After adding, editing or
 * deleting, invalidate agencyUserKeys.all.
 */

export const agencyUserKeys = {
  all: ['agency-users'] as const,
  list: (params: AgencyUsersQueryInput = {}) => [...agencyUserKeys.all, params] as const,
};

/** GET /agency/users */
export async function fetchAgencyUsers(
  client: ApiClient,
  params: AgencyUsersQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AgencyUsersPage> {
  return (await callEndpoint(client, agencyUsersRoutes.agencyUsers, { query: params, signal }))
    .data;
}

/** POST /agency/users: a staff account of the caller's agency; 409 when the email is taken. */
export async function createAgencyUser(
  client: ApiClient,
  form: CreateAgencyUserInput,
  { signal }: CallOptions = {},
): Promise<AgencyStaff> {
  const { data } = await callEndpoint(client, agencyUsersRoutes.createAgencyUser, {
    body: form,
    signal,
    fallbackMessage: 'Failed to save the user',
  });
  return data.user;
}

/** PATCH /agency/users/:id with the changed fields (status included). */
export async function updateAgencyUser(
  client: ApiClient,
  id: Id,
  patch: UpdateAgencyUserInput,
  { signal }: CallOptions = {},
): Promise<AgencyStaff> {
  const { data } = await callEndpoint(client, agencyUsersRoutes.updateAgencyUser, {
    params: { id },
    body: patch,
    signal,
    fallbackMessage: 'Failed to save the user',
  });
  return data.user;
}

/** DELETE /agency/users/:id (after confirmation). */
export async function deleteAgencyUser(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<void> {
  await callEndpoint(client, agencyUsersRoutes.deleteAgencyUser, {
    params: { id },
    signal,
    fallbackMessage: 'Failed to delete the user',
  });
}

export const agencyUsersQueryOptions = (client: ApiClient, params: AgencyUsersQueryInput = {}) =>
  fetcherQueryOptions(agencyUserKeys.list(params), (signal) =>
    fetchAgencyUsers(client, params, { signal }),
  );
