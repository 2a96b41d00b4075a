/**
 * Pure matching rules of the public candidate list. The server's SQL and the tests both
 * follow these; they are the reference semantics.
 */
import { AGE_MIN, SALARY_BANDS } from './constants';
import {
  candidateSortKey,
  cursorAfter,
  decodeCandidateCursor,
  type SortPosition,
} from './candidate-cursor';
import type {
  CandidateFilters,
  CandidateSort,
  CandidatesPage,
  CandidatesQuery,
  NationalityCount,
  PublicCandidate,
  SalaryBandKey,
} from './candidate';

/** The sort schema, re-exported here beside the comparators that implement it. */
export { candidateSortSchema, type CandidateSort } from './candidate';
export * from './candidate-cursor';

/** A monthly salary range in AED; null means unbounded on that side. */
export interface SalaryRange {
  min: number | null;
  max: number | null;
}

export type SalaryBand = (typeof SALARY_BANDS)[number];

export const UNBOUNDED_SALARY: SalaryRange = { min: null, max: null };

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RANGE = new RegExp(`${NUMBER}\\s*(?:-|–|—|to)\\s*${NUMBER}`, 'i');
const OPEN_ENDED = new RegExp(`${NUMBER}\\s*\\+`);
const SINGLE = new RegExp(NUMBER);

/**
 * 'AED 2500-3000 per month' -> {2500, 3000}; 'AED 3500+' -> {3500, null};
 * 'AED 2000 per month' -> {2000, 2000}; anything without a number ('Negotiable') -> unbounded.
 * Thousands separators are ignored.
 */
export function parseSalaryRange(text: string): SalaryRange {
  const plain = text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  const range = RANGE.exec(plain);
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const open = OPEN_ENDED.exec(plain);
  if (open) return { min: Number(open[1]), max: null };
  const single = SINGLE.exec(plain);
  if (single) return { min: Number(single[1]), max: Number(single[1]) };
  return { ...UNBOUNDED_SALARY };
}

/**
 * Closed intervals overlap; a null bound is open on that side, so an unparsable salary matches
 * every band. In SQL: (salary_min IS NULL OR salary_min <= band.max) AND
 * (salary_max IS NULL OR salary_max >= band.min), dropping the first test when band.max is null.
 */
export function salaryBandsOverlap(range: SalaryRange, band: SalaryRange): boolean {
  const low = range.min ?? -Infinity;
  const high = range.max ?? Infinity;
  return low <= (band.max ?? Infinity) && (band.min ?? -Infinity) <= high;
}

export function salaryBandByKey(key: SalaryBandKey): SalaryBand {
  // SALARY_BANDS holds every key, so the fallback never runs; it keeps the type total.
  return SALARY_BANDS.find((band) => band.key === key) ?? SALARY_BANDS[0];
}

const includesText = (haystack: string, needle: string) =>
  haystack.toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase());

/** True when the candidate passes every filter that is set. */
export function matchesCandidateFilters(
  candidate: PublicCandidate,
  filters: CandidateFilters,
): boolean {
  const { nationality, position, workType, visa, location, skills, babycare, maxAge, salary } =
    filters;
  if (nationality && candidate.nationality !== nationality) return false;
  if (position && candidate.position !== position) return false;
  if (workType && candidate.status !== workType) return false;
  if (visa && candidate.visa !== visa) return false;
  if (location && !includesText(candidate.location, location)) return false;
  if (skills && !candidate.services.some((service) => includesText(service, skills))) return false;
  if (babycare && !candidate.services.includes('Babycare')) return false;
  if (maxAge !== undefined && (candidate.age < AGE_MIN || candidate.age > maxAge)) return false;
  if (salary) {
    const range = { min: candidate.salaryMin, max: candidate.salaryMax };
    if (!salaryBandsOverlap(range, salaryBandByKey(salary))) return false;
  }
  return true;
}

type Comparator = (a: PublicCandidate, b: PublicCandidate) => number;

/** +1 ascending, -1 descending; 'default' is id ascending. */
const DIRECTION: Record<CandidateSort, 1 | -1> = {
  default: 1,
  'salary-asc': 1,
  'salary-desc': -1,
  'age-asc': 1,
  'age-desc': -1,
};

/**
 * Orders two positions in a sort: by key (a null key, an unparsable salary, last in both
 * directions), then by id, so no two rows tie and pages never overlap.
 */
export function compareCandidatePositions(
  sort: CandidateSort,
  a: SortPosition,
  b: SortPosition,
): number {
  const x = a.key;
  const y = b.key;
  const primary = x === y ? 0 : x === null ? 1 : y === null ? -1 : (x - y) * DIRECTION[sort];
  return primary || a.id - b.id;
}

const positionOf = (sort: CandidateSort, candidate: PublicCandidate): SortPosition => ({
  key: candidateSortKey(sort, candidate),
  id: candidate.id,
});

/**
 * 'default' is listing order (id ascending); salary sorts by the lower bound. Ties fall back
 * to id so pages never overlap.
 */
export function compareCandidates(sort: CandidateSort): Comparator {
  return (a, b) => compareCandidatePositions(sort, positionOf(sort, a), positionOf(sort, b));
}

/**
 * Chip counts: candidates matching every filter except nationality (so picking one chip leaves
 * the others' counts meaningful), most first.
 */
export function countByNationality(
  candidates: readonly PublicCandidate[],
  filters: CandidateFilters,
): NationalityCount[] {
  const rest = { ...filters, nationality: undefined };
  const counts = new Map<PublicCandidate['nationality'], number>();
  for (const candidate of candidates) {
    if (matchesCandidateFilters(candidate, rest)) {
      counts.set(candidate.nationality, (counts.get(candidate.nationality) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([nationality, count]) => ({ nationality, count }))
    .sort((a, b) => b.count - a.count || a.nationality.localeCompare(b.nationality));
}

/**
 * The whole list query in memory: filter, sort, paginate (by cursor when one is given, else by
 * page number), count.
 */
export function searchCandidates(
  candidates: readonly PublicCandidate[],
  query: CandidatesQuery,
): CandidatesPage {
  const { sort, page, pageSize, cursor, ...filters } = query;
  const matching = candidates
    .filter((c) => matchesCandidateFilters(c, filters))
    .sort(compareCandidates(sort));
  const after = cursor ? decodeCandidateCursor(cursor) : null;
  const afterIndex = after
    ? matching.findIndex((c) => compareCandidatePositions(sort, positionOf(sort, c), after) > 0)
    : -1;
  const start = after ? (afterIndex < 0 ? matching.length : afterIndex) : (page - 1) * pageSize;
  const rows = matching.slice(start, start + pageSize);
  const last = rows.at(-1);
  return {
    candidates: rows,
    total: matching.length,
    page,
    pageSize,
    nationalities: countByNationality(candidates, filters),
    nextCursor: last && start + pageSize < matching.length ? cursorAfter(sort, last) : null,
  };
}
