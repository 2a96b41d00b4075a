import { adminPositionsRoutes } from '../contract/routes/admin-positions';
import { queryOptions } from '@tanstack/react-query';

import { retryUnlessClientError, type ApiClient } from './http';

/*
 * Manage Positions: the admin's list and the signed-in agency's own. After a save, set the
 * answer into the query cache (or invalidate positionKeys.all): the sidebar lists the positions.
 */

interface CallOptions {
  signal?: AbortSignal | undefined;
}

export type PositionListOwner = 'admin' | 'agency';

const ENDPOINTS = {
  admin: {
    get: adminPositionsRoutes.adminPositions,
    save: adminPositionsRoutes.saveAdminPositions,
  },
  agency: {
    get: adminPositionsRoutes.agencyPositions,
    save: adminPositionsRoutes.saveAgencyPositions,
  },
} as const;

export const positionKeys = {
  all: ['positions'] as const,
  list: (owner: PositionListOwner) => [...positionKeys.all, owner] as const,
};

/** GET /admin/positions or /agency/positions */
export async function fetchPositions(
  client: ApiClient,
  owner: PositionListOwner,
  { signal }: CallOptions = {},
): Promise<string[]> {
  const { method, path, response } = ENDPOINTS[owner].get;
  const { data } = await client.request(path, { method, schema: response, signal });
  return data.positions;
}

/** PUT the whole list; answers it as stored (trimmed, blanks and repeats dropped). */
export async function savePositions(
  client: ApiClient,
  owner: PositionListOwner,
  positions: readonly string[],
  { signal }: CallOptions = {},
): Promise<string[]> {
  const { method, path, response } = ENDPOINTS[owner].save;
  const { data } = await client.request(path, {
    method,
    body: { positions },
    schema: response,
    signal,
    fallbackMessage: 'Failed to save the positions',
  });
  return data.positions;
}

export const positionsQueryOptions = (client: ApiClient, owner: PositionListOwner) =>
  queryOptions({
    queryKey: positionKeys.list(owner),
    queryFn: ({ signal }) => fetchPositions(client, owner, { signal }),
    retry: retryUnlessClientError,
  });
