import {
  AGE_MAX,
  PAGE_SIZE,
  candidateFilterReaders,
  intBetween,
  decodeCandidateCursor,
  readCandidateSort,
  readSearch,
  type CandidateFilters,
  type CandidateSort,
} from '@bayti/data/contract';
import { normalizeCandidatesParams } from '@bayti/data/client';

/**
 * The /candidates search params: the contract's filters, the sort and the page, each optional.
 * A default (sort 'default', page 1, no babycare, the widest age) is left out of the URL, so equal
 * searches share one address.
 */
export interface CandidatesSearch extends CandidateFilters {
  sort?: Exclude<CandidateSort, 'default'>;
  page?: number;
  /**
   * Where the previous page ended (the list answer's nextCursor), set by Next: the page is then
   * found by position, however deep, and `page` only numbers it. Absent on page 1 and on a
   * numbered jump.
   */
  cursor?: string;
}

export type CandidateFilterKey = keyof CandidateFilters;

export const CANDIDATE_FILTER_KEYS = [
  'nationality',
  'position',
  'workType',
  'visa',
  'location',
  'skills',
  'babycare',
  'maxAge',
  'salary',
] as const satisfies readonly CandidateFilterKey[];

/**
 * The contract's own filters, read without zod (validateSearch runs from the first chunk of every
 * page); a hand-edited or stale value is dropped, never an error page.
 */
const searchReaders = {
  ...candidateFilterReaders,
  sort: readCandidateSort,
  page: intBetween(1, 10_000),
  cursor: (value: unknown) =>
    typeof value === 'string' && decodeCandidateCursor(value) ? value : undefined,
};

/** Removes unset and default values, so they never reach the URL. */
export function compactSearch(
  search: CandidatesSearch | Record<string, unknown>,
): CandidatesSearch {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'sort' && value === 'default') continue;
    if (key === 'page' && value === 1) continue;
    // A cursor belongs to the page it numbers; without a page beyond the first it means nothing.
    if (key === 'cursor' && (search.page === undefined || search.page === 1)) continue;
    if (key === 'maxAge' && value === AGE_MAX) continue;
    result[key] = value;
  }
  return result as CandidatesSearch;
}

/** validateSearch of /candidates: unknown keys and invalid values are dropped. */
export function parseCandidatesSearch(raw: unknown): CandidatesSearch {
  const search = readSearch(searchReaders, raw);
  // A cursor of another sort (an edited address) would be refused: the page goes by its number.
  if (search.cursor && decodeCandidateCursor(search.cursor)?.sort !== (search.sort ?? 'default')) {
    delete search.cursor;
  }
  return compactSearch(search);
}

const SEARCH_KEYS = [...CANDIDATE_FILTER_KEYS, 'sort', 'page', 'cursor'] as const;

/**
 * validateSearch of the route. The router lays the validated values over the raw URL params, so
 * every key is returned, undefined when absent or invalid, to hide a raw invalid value.
 */
export function validateCandidatesSearch(raw: unknown): CandidatesSearch {
  const parsed = parseCandidatesSearch(raw) as Record<string, unknown>;
  return Object.fromEntries(SEARCH_KEYS.map((key) => [key, parsed[key]])) as CandidatesSearch;
}

/** The API query for a search: only the known params, defaults filled in, one page of PAGE_SIZE. */
export function candidatesQueryFor(search: CandidatesSearch) {
  return normalizeCandidatesParams({ ...parseCandidatesSearch(search), pageSize: PAGE_SIZE });
}

/** A filter change: merged, cleaned, and back to page 1 (§4). */
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

/** The nationality chip toggles: pressing the selected chip clears it (§4). */
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
