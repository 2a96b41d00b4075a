/**
 * Keyset pagination of the public candidate list. A cursor names where a page ended — the sort,
 * the last row's sort key and its id — so the next page is "the rows after that position": one
 * index range however deep, where OFFSET would read and drop every earlier row. Clients treat it
 * as opaque (base64url of JSON); only this module reads or writes one.
 */
import type { CandidateSort, PublicCandidate } from './candidate';
import { CANDIDATE_SORTS } from './constants';

/** A position in one sort order: its key (null: an unparsable salary) and the id breaking ties. */
export interface SortPosition {
  key: number | null;
  id: number;
}

export interface CandidateCursor extends SortPosition {
  sort: CandidateSort;
}

/** The value a sort orders by ('default' orders by id alone, so it has no key). */
export function candidateSortKey(
  sort: CandidateSort,
  candidate: Pick<PublicCandidate, 'age' | 'salaryMin'>,
): number | null {
  if (sort === 'age-asc' || sort === 'age-desc') return candidate.age;
  if (sort === 'salary-asc' || sort === 'salary-desc') return candidate.salaryMin;
  return null;
}

/** The cursor of the page that continues after this candidate. */
export function cursorAfter(
  sort: CandidateSort,
  candidate: Pick<PublicCandidate, 'id' | 'age' | 'salaryMin'>,
): string {
  const json = JSON.stringify([sort, candidateSortKey(sort, candidate), candidate.id]);
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

/** The cursor a client sent, or null when it is not one this module wrote. */
export function decodeCandidateCursor(text: string): CandidateCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [sort, key, id] = parsed as unknown[];
  if (!(CANDIDATE_SORTS as readonly unknown[]).includes(sort) || !isId(id)) return null;
  const typedSort = sort as CandidateSort;
  // Each sort's key is what candidateSortKey gives: none, an age, or a salary (maybe null).
  const keyFits =
    typedSort === 'default'
      ? key === null
      : typedSort.startsWith('age')
        ? Number.isInteger(key)
        : key === null || (typeof key === 'number' && Number.isFinite(key));
  return keyFits ? { sort: typedSort, key: key as number | null, id } : null;
}

export const isCandidateCursor = (text: string) => decodeCandidateCursor(text) !== null;
