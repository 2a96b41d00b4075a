import { candidatesRoutes } from '../contract/routes/candidates';
import { queryOptions } from '@tanstack/react-query';
import {
  normalizeCandidatesParams,
  pathFor,
  type CandidateContact,
  type CandidatesPage,
  type CandidatesQuery,
  type Id,
  type PublicCandidate,
} from '../contract';
import { retryUnlessClientError, type ApiClient } from './http';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** What a caller passes: any subset of the query, defaults filled in. */
export type CandidatesParams = Partial<CandidatesQuery>;

export { normalizeCandidatesParams };

export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  list: (params: CandidatesParams = {}) =>
    [...candidateKeys.lists(), normalizeCandidatesParams(params)] as const,
  detail: (id: Id) => [...candidateKeys.all, 'detail', id] as const,
  contact: (id: Id) => [...candidateKeys.all, 'contact', id] as const,
};

/** GET /candidates */
export async function fetchCandidates(
  client: ApiClient,
  params: CandidatesParams = {},
  { signal }: CallOptions = {},
): Promise<CandidatesPage> {
  const { method, path, response } = candidatesRoutes.candidates;
  const { data } = await client.request(path, {
    method,
    query: normalizeCandidatesParams(params),
    schema: response,
    signal,
  });
  return data;
}

/** GET /candidates/:id */
export async function fetchCandidate(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<PublicCandidate> {
  const { method, path, response } = candidatesRoutes.candidate;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
  });
  return data.candidate;
}

/** GET /candidates/:id/contact: 401 signed out, 403 plan_required without an active plan. */
export async function fetchCandidateContact(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<CandidateContact> {
  const { method, path, response } = candidatesRoutes.candidateContact;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    schema: response,
    signal,
  });
  return data.contact;
}

export const candidatesQueryOptions = (client: ApiClient, params: CandidatesParams = {}) =>
  queryOptions({
    queryKey: candidateKeys.list(params),
    queryFn: ({ signal }) => fetchCandidates(client, params, { signal }),
    retry: retryUnlessClientError,
  });

export const candidateQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: candidateKeys.detail(id),
    queryFn: ({ signal }) => fetchCandidate(client, id, { signal }),
    retry: retryUnlessClientError,
  });

export const candidateContactQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: candidateKeys.contact(id),
    queryFn: ({ signal }) => fetchCandidateContact(client, id, { signal }),
    retry: retryUnlessClientError,
  });
