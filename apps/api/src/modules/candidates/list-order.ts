import type { CandidateCursor, CandidateSort } from '@bayti/data/contract';
import { asc, gt, sql, type SQL } from 'drizzle-orm';
import { candidates as c } from '../../db/schema';

/**
 * What each public sort orders by, besides id: a descending sort orders by the negated value
 * ascending (same order, id still ascending), so every sort is "(key, id) ascending, nulls last"
 * and has a matching partial index over listed rows (candidates_listed_*_idx).
 */
const SORT_KEYS: Record<Exclude<CandidateSort, 'default'>, { expr: SQL; sign: 1 | -1 }> = {
  'age-asc': { expr: sql`${c.age}`, sign: 1 },
  'age-desc': { expr: sql`(-${c.age})`, sign: -1 },
  'salary-asc': { expr: sql`${c.salaryMin}`, sign: 1 },
  'salary-desc': { expr: sql`(-${c.salaryMin})`, sign: -1 },
};

/** Sorts whose key can be null (an unparsable salary), which comes after every number. */
const NULLABLE = new Set<CandidateSort>(['salary-asc', 'salary-desc']);

export function orderBy(sort: CandidateSort): SQL[] {
  if (sort === 'default') return [asc(c.id)];
  return [sql`${SORT_KEYS[sort].expr} asc nulls last`, asc(c.id)];
}

/**
 * The rows after a cursor, as conditions to read in turn, each one range of the sort's index:
 * the numbers after the position, then (for a salary sort) the null keys. A page takes rows from
 * the first range and goes on to the next only when the first runs out.
 */
export function rangesAfter(cursor: CandidateCursor): SQL[] {
  const { sort, key, id } = cursor;
  if (sort === 'default') return [gt(c.id, id)];
  const { expr, sign } = SORT_KEYS[sort];
  if (key === null) return [sql`${expr} is null and ${c.id} > ${id}`];
  const after = sql`(${expr}, ${c.id}) > (${sign * key}, ${id})`;
  return NULLABLE.has(sort) ? [after, sql`${expr} is null`] : [after];
}
