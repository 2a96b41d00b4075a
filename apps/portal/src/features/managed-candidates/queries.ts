import type { Id, ManagedCandidatesQueryInput } from '@bayti/data/contract';
import type { ManagedSide } from '@bayti/data/client';
import { managedCandidatesRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../api';
import { MANAGED_PAGE_SIZE, type ManagedSearch } from './search';

export type { ManagedSide };

/** Each side's endpoints: the admin's reach every candidate, the agency's its own. */
export const MANAGED_ROUTES = {
  admin: {
    list: managedCandidatesRoutes.adminCandidates,
    get: managedCandidatesRoutes.adminCandidate,
    create: managedCandidatesRoutes.createAdminCandidate,
    update: managedCandidatesRoutes.updateAdminCandidate,
  },
  agency: {
    list: managedCandidatesRoutes.agencyCandidates,
    get: managedCandidatesRoutes.agencyCandidate,
    create: managedCandidatesRoutes.createAgencyCandidate,
    update: managedCandidatesRoutes.updateAgencyCandidate,
  },
} as const;

/**
 * The list query of All Candidates (or of a position page, or of one agency for the admin's
 * agency page): the routes' loaders ensure it and the screens read it, sharing one cache entry.
 */
export const managedListQuery = (
  side: ManagedSide,
  search: ManagedSearch,
  scope: Pick<ManagedCandidatesQueryInput, 'position' | 'agencyId'> = {},
) =>
  apiQuery(MANAGED_ROUTES[side].list, {
    query: { ...search, ...scope, pageSize: MANAGED_PAGE_SIZE },
  });

export const managedCandidateQuery = (side: ManagedSide, id: Id) =>
  apiQuery(MANAGED_ROUTES[side].get, { params: { id } });
