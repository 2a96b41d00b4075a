import type { Id, ManagedCandidatesQueryInput } from '@bayti/data/contract';
import {
  managedCandidateQueryOptions,
  managedCandidatesQueryOptions,
  type ManagedSide,
} from '@bayti/data/client';
import { api } from '../../api';
import { MANAGED_PAGE_SIZE, type ManagedSearch } from './search';

export type { ManagedSide };

/**
 * The list query of All Candidates (or of a position page, or of one agency for the admin's
 * agency page): the routes' loaders prefetch it and the screens read it, sharing one cache entry.
 */
export const managedListQuery = (
  side: ManagedSide,
  search: ManagedSearch,
  scope: Pick<ManagedCandidatesQueryInput, 'position' | 'agencyId'> = {},
) =>
  managedCandidatesQueryOptions(api, side, {
    ...search,
    ...scope,
    pageSize: MANAGED_PAGE_SIZE,
  });

export const managedCandidateQuery = (side: ManagedSide, id: Id) =>
  managedCandidateQueryOptions(api, side, id);
