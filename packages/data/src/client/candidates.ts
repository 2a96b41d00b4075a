import { candidatesRoutes } from '../contract/routes/candidates';
import {
  normalizeCandidatesParams,
  type CandidateContact,
  type CandidatesPage,
  type CandidatesQuery,
  type Id,
  type PublicCandidate,
} from '../contract';
import { type ApiClient } from './http';
import { callData, fetcherQueryOptions, type CallOptions } from './endpoint-call';

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
  return callData(client, candidatesRoutes.candidates, {
    query: normalizeCandidatesParams(params),
    signal,
  });
}

/** GET /candidates/:id */
export async function fetchCandidate(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<PublicCandidate> {
  const data = await callData(client, candidatesRoutes.candidate, { params: { id }, signal });
  return data.candidate;
}

/** GET /candidates/:id/contact: 401 signed out, 403 plan_required without an active plan. */
export async function fetchCandidateContact(
  client: ApiClient,
  id: Id,
  { signal }: CallOptions = {},
): Promise<CandidateContact> {
  const data = await callData(client, candidatesRoutes.candidateContact, {
    params: { id },
    signal,
  });
  return data.contact;
}

export const candidatesQueryOptions = (client: ApiClient, params: CandidatesParams = {}) =>
  fetcherQueryOptions(candidateKeys.list(params), (signal) =>
    fetchCandidates(client, params, { signal }),
  );

export const candidateQueryOptions = (client: ApiClient, id: Id) =>
  fetcherQueryOptions(candidateKeys.detail(id), (signal) => fetchCandidate(client, id, { signal }));

export const candidateContactQueryOptions = (client: ApiClient, id: Id) =>
  fetcherQueryOptions(candidateKeys.contact(id), (signal) =>
    fetchCandidateContact(client, id, { signal }),
  );
