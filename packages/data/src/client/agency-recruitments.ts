import { agencyRecruitmentsRoutes } from '../contract/routes/agency-recruitments';
import {
  type AgencyRecruitment,
  type AgencyRecruitmentsPage,
  type AgencyRecruitmentsQueryInput,
  type Id,
  type MoveRecruitmentBodyInput,
} from '../contract';
import { callEndpoint, fetcherQueryOptions, type CallOptions } from './endpoint-call';
import type { ApiClient } from './http';

/*
 * The agency dashboard's Recruitments: the recruitments of the agency's candidates in its eight
 * stages. After a move, invalidate agencyRecruitmentKeys.all (and the accounts and analytics,
 * whose status and counts follow the stage).
 */

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
  const { data } = await callEndpoint(client, agencyRecruitmentsRoutes.agencyRecruitments, {
    query: compactQuery(params),
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
  const { data } = await callEndpoint(client, agencyRecruitmentsRoutes.moveAgencyRecruitment, {
    params: { id },
    body: move,
    signal,
    fallbackMessage: 'Failed to move the recruitment',
  });
  return data.recruitment;
}

export const agencyRecruitmentsQueryOptions = (
  client: ApiClient,
  params: AgencyRecruitmentsQueryInput = {},
) =>
  fetcherQueryOptions(agencyRecruitmentKeys.list(params), (signal) =>
    fetchAgencyRecruitments(client, params, { signal }),
  );
