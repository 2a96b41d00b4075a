import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  pathFor,
  type AgencyRecruitment,
  type AgencyRecruitmentsPage,
  type AgencyRecruitmentsQueryInput,
  type Id,
  type MoveRecruitmentBodyInput,
} from '../contract';
import { retryUnlessClientError, type ApiClient, type QueryValue } from './http';

/*
 * The agency dashboard's Recruitments: the recruitments of the agency's candidates in its eight
 * stages. After a move, invalidate agencyRecruitmentKeys.all (and the accounts and analytics,
 * whose status and counts follow the stage).
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Drops unset filters ('' means none) so equal searches share one cache entry. */
export function compactQuery<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

export const agencyRecruitmentKeys = {
  all: ['agency-recruitments'] as const,
  list: (params: AgencyRecruitmentsQueryInput = {}) =>
    [...agencyRecruitmentKeys.all, compactQuery(params)] as const,
};

/** GET /agency/recruitments: stage tab, search by name or nationality, page; stage counts. */
export async function fetchAgencyRecruitments(
  client: ApiClient,
  params: AgencyRecruitmentsQueryInput = {},
  { signal }: CallOptions = {},
): Promise<AgencyRecruitmentsPage> {
  const { method, path, response } = endpoints.agencyRecruitments;
  const { data } = await client.request(path, {
    method,
    query: compactQuery(params) as Record<string, QueryValue>,
    schema: response,
    signal,
  });
  return data;
}

/** PATCH /agency/recruitments/:id: move to a stage with its day (and flight or deployment). */
export async function moveAgencyRecruitment(
  client: ApiClient,
  id: Id,
  move: MoveRecruitmentBodyInput,
  { signal }: CallOptions = {},
): Promise<AgencyRecruitment> {
  const { method, path, response } = endpoints.moveAgencyRecruitment;
  const { data } = await client.request(pathFor(path, { id }), {
    method,
    body: move,
    schema: response,
    signal,
    fallbackMessage: 'Failed to move the recruitment',
  });
  return data.recruitment;
}

export const agencyRecruitmentsQueryOptions = (
  client: ApiClient,
  params: AgencyRecruitmentsQueryInput = {},
) =>
  queryOptions({
    queryKey: agencyRecruitmentKeys.list(params),
    queryFn: ({ signal }) => fetchAgencyRecruitments(client, params, { signal }),
    retry: retryUnlessClientError,
  });
