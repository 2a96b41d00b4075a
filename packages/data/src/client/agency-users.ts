import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  pathFor,
  type AgencyStaff,
  type AgencyUsersPage,
  type AgencyUsersQueryInput,
  type CreateAgencyUserInput,
  type Id,
  type UpdateAgencyUserInput,
} from '../contract';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The agency dashboard's Users: staff accounts of the member's agency. After adding, editing or
 * deleting, invalidate agencyUserKeys.all.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

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
  const { method, path, response } = endpoints.agencyUsers;
  const { data } = await client.request(path, {
    method,
    query: params as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

/** POST /agency/users: a staff account of the caller's agency; 409 when the email is taken. */
export async function createAgencyUser(
  client: ApiClient,
  form: CreateAgencyUserInput,
  { signal }: CallOptions = {},
): Promise<AgencyStaff> {
  const { method, path, response } = endpoints.createAgencyUser;
  const { data } = await client.request(path, {
    method,
    body: form,
    schema: response,
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
  const { method, path, response } = endpoints.updateAgencyUser;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: patch,
    schema: response,
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
  const { method, path, response } = endpoints.deleteAgencyUser;
  await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
    fallbackMessage: 'Failed to delete the user',
  });
}

export const agencyUsersQueryOptions = (client: ApiClient, params: AgencyUsersQueryInput = {}) =>
  queryOptions({
    queryKey: agencyUserKeys.list(params),
    queryFn: ({ signal }) => fetchAgencyUsers(client, params, { signal }),
    retry: retryUnlessClientError,
  });
