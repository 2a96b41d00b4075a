import type { CandidateFilters, CandidateSort, CandidatesQuery } from './candidate';
import { decodeCandidateCursor } from './candidate-cursor';
import { AGE_MAX, AGE_MIN, CANDIDATE_SORTS, PAGE_SIZE, SALARY_BAND_KEYS } from './constants';
import { CANDIDATE_POSITIONS, NATIONALITIES, VISA_TYPES, WORK_TYPES } from './option-values';
import {
  intBetween,
  oneOf,
  readFlag,
  readSearch,
  readSearchText,
  type ParamReader,
} from './search-params';

/**
 * The public filters (candidateFiltersSchema) as zod-free URL readers, for the portal's
 * /candidates search; search-params.test.ts pins each to its field of the schema.
 */
export const candidateFilterReaders = {
  nationality: oneOf(NATIONALITIES),
  position: oneOf(CANDIDATE_POSITIONS),
  workType: oneOf(WORK_TYPES),
  visa: oneOf(VISA_TYPES),
  location: readSearchText,
  skills: readSearchText,
  babycare: readFlag,
  maxAge: intBetween(AGE_MIN, AGE_MAX),
  salary: oneOf(SALARY_BAND_KEYS),
} satisfies { [K in keyof CandidateFilters]-?: ParamReader<NonNullable<CandidateFilters[K]>> };

/** candidateSortSchema as a reader. */
export const readCandidateSort: ParamReader<CandidateSort> = oneOf(CANDIDATE_SORTS);

/**
 * The /candidates search params: the contract's filters, the sort and the page, each optional.
 * A default (sort 'default', page 1, no babycare, the widest age) is left out of the URL, so equal
 * searches share one address. The portal reads its URL with it, and the server reads the same URL
 * to send a first visit the answer the page is about to ask for (apps/api/src/plugins/page-data.ts).
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
] as const satisfies readonly (keyof CandidateFilters)[];

/**
 * The contract's own filters, read without zod (the portal's validateSearch runs from the first
 * chunk of every page); a hand-edited or stale value is dropped, never an error page.
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

/** Reads /candidates' search params: unknown keys and invalid values are dropped. */
export function parseCandidatesSearch(raw: unknown): CandidatesSearch {
  const search = readSearch(searchReaders, raw);
  // A cursor of another sort (an edited address) would be refused: the page goes by its number.
  if (search.cursor && decodeCandidateCursor(search.cursor)?.sort !== (search.sort ?? 'default')) {
    delete search.cursor;
  }
  return compactSearch(search);
}

/**
 * Drops unset filters ('' and false mean "no filter") and fills the defaults, so equal searches
 * share one cache entry and one URL.
 */
export function normalizeCandidatesParams(params: Partial<CandidatesQuery> = {}): CandidatesQuery {
  const filters = Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && value !== false,
    ),
  );
  return { sort: 'default', page: 1, pageSize: PAGE_SIZE, ...filters };
}

/** The API query for a search: only the known params, defaults filled in, one page of PAGE_SIZE. */
export function candidatesQueryFor(search: CandidatesSearch): CandidatesQuery {
  return normalizeCandidatesParams({ ...parseCandidatesSearch(search), pageSize: PAGE_SIZE });
}
