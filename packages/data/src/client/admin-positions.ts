import { adminPositionsRoutes } from '../contract/routes/admin-positions';

import { type ApiClient } from './http';
import { callData, fetcherQueryOptions, type CallOptions } from './endpoint-call';

/*
 * Manage Positions: the admin's list and the signed-in agency's own. After a save, set the
 * answer into the query cache (or invalidate positionKeys.all): the sidebar lists the positions.
 */

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
  return (await callData(client, ENDPOINTS[owner].get, { signal })).positions;
}

/** PUT the whole list; answers it as stored (trimmed, blanks and repeats dropped). */
export async function savePositions(
  client: ApiClient,
  owner: PositionListOwner,
  positions: readonly string[],
  { signal }: CallOptions = {},
): Promise<string[]> {
  const data = await callData(client, ENDPOINTS[owner].save, {
    body: { positions },
    signal,
    fallbackMessage: 'Failed to save the positions',
  });
  return data.positions;
}

export const positionsQueryOptions = (client: ApiClient, owner: PositionListOwner) =>
  fetcherQueryOptions(positionKeys.list(owner), (signal) =>
    fetchPositions(client, owner, { signal }),
  );
