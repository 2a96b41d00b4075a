import {
  CANDIDATE_FILTER_KEYS,
  PAGE_SIZE,
  compactSearch,
  parseCandidatesSearch,
  type CandidateFilters,
  type CandidateSort,
  type CandidatesSearch,
} from '@bayti/data/contract';

// The URL's reading is the contract's: the server reads it too, to answer a first visit's list.
export {
  CANDIDATE_FILTER_KEYS,
  candidatesQueryFor,
  compactSearch,
  parseCandidatesSearch,
  type CandidatesSearch,
} from '@bayti/data/contract';

const SEARCH_KEYS = [...CANDIDATE_FILTER_KEYS, 'sort', 'page', 'cursor'] as const;

/**
 * validateSearch of the route. The router lays the validated values over the raw URL params, so
 * every key is returned, undefined when absent or invalid, to hide a raw invalid value.
 */
export function validateCandidatesSearch(raw: unknown): CandidatesSearch {
  const parsed = parseCandidatesSearch(raw) as Record<string, unknown>;
  return Object.fromEntries(SEARCH_KEYS.map((key) => [key, parsed[key]])) as CandidatesSearch;
}

export type CandidateFilterKey = keyof CandidateFilters;

/** A filter change: merged, cleaned, and back to page 1. */
export function withFilters(
  search: CandidatesSearch,
  patch: Partial<CandidateFilters>,
): CandidatesSearch {
  return compactSearch({ ...search, ...patch, page: undefined, cursor: undefined });
}

/** A sort change keeps the filters and returns to page 1. */
export function withSort(search: CandidatesSearch, sort: CandidateSort): CandidatesSearch {
  return compactSearch({ ...search, sort, page: undefined, cursor: undefined });
}

/**
 * Another page. Next passes the shown page's nextCursor, so the rows after it are read by
 * position (keyset) instead of skipping every earlier row; a numbered page or Previous goes by
 * its number.
 */
export function withPage(
  search: CandidatesSearch,
  page: number,
  cursor?: string | null,
): CandidatesSearch {
  return compactSearch({ ...search, page, cursor: cursor ?? undefined });
}

/** Clear All Filters: everything back to the defaults, the sort too. */
export function clearedSearch(): CandidatesSearch {
  return {};
}

/** The nationality chip toggles: pressing the selected chip clears it. */
export function toggleNationality(
  search: CandidatesSearch,
  nationality: NonNullable<CandidateFilters['nationality']>,
): CandidatesSearch {
  return withFilters(search, {
    nationality: search.nationality === nationality ? undefined : nationality,
  });
}

/** How many filters are set (shown on the drawer's button). */
export function activeFilterCount(search: CandidatesSearch): number {
  return CANDIDATE_FILTER_KEYS.filter(
    (key) => compactSearch({ [key]: search[key] })[key] !== undefined,
  ).length;
}

export function pageCountOf(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'showing X - Y of N': the 1-based positions of the first and last card on the page. */
export function shownRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}
