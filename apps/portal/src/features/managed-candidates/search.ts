import {
  intBetween,
  MANAGED_CANDIDATE_SORTS,
  MANAGED_CANDIDATE_STATUSES,
  oneOf,
  readIsoDate,
  readSearch,
  readSearchText,
  type ManagedCandidateSort,
  type ManagedCandidateStatus,
} from '@bayti/data/contract';

/*
 * The search params of All Candidates and of a position page, read from the URL with zod-free
 * readers of the contract's fields (a route's validateSearch runs from the first chunk of every
 * page). A hand-edited or stale value is dropped, never an error page; unset
 * values are left out, so equal views share one address.
 */

export interface ManagedSearch {
  /** The status tab; absent: all. Analytics cards link here with ?status=<status>. */
  status?: ManagedCandidateStatus;
  search?: string;
  /** Matches the interview or the selection date. */
  date?: string;
  sort?: ManagedCandidateSort;
  page?: number;
}

const managedReaders = {
  status: oneOf(MANAGED_CANDIDATE_STATUSES),
  search: readSearchText,
  date: readIsoDate,
  sort: oneOf(MANAGED_CANDIDATE_SORTS),
  page: intBetween(2, 10_000),
};

export const parseManagedSearch = (raw: unknown): ManagedSearch => readSearch(managedReaders, raw);

/** The same view with one change; any change but the page goes back to the first page. */
export const withManaged = (search: ManagedSearch, change: Partial<ManagedSearch>) =>
  parseManagedSearch({ ...search, page: undefined, ...change });

/** Clear: search and date go; the tab and the sort stay. */
export const clearedManaged = ({ status, sort }: ManagedSearch): ManagedSearch =>
  parseManagedSearch({ status, sort });

export const hasManagedFilters = (search: ManagedSearch) => Boolean(search.search || search.date);

export type SearchChange<T> = (next: T, options?: { replace?: boolean }) => void;

/** Rows per page of the admin/agency candidate tables. */
export const MANAGED_PAGE_SIZE = 20;
