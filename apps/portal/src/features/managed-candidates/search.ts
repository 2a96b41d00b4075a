import {
  isoDateSchema,
  managedCandidateSortSchema,
  managedCandidateStatusSchema,
  searchTextSchema,
  type ManagedCandidateSort,
  type ManagedCandidateStatus,
} from '@bayti/data/contract';
import { z } from 'zod';

/*
 * The search params of All Candidates and of a position page, parsed from the URL with the
 * contract's own schemas. A hand-edited or stale value is dropped, never an error page; unset
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

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const searchSchema = z.object({
  status: lenient(managedCandidateStatusSchema),
  search: lenient(searchTextSchema),
  date: lenient(isoDateSchema),
  sort: lenient(managedCandidateSortSchema),
  page: lenient(z.coerce.number().int().min(2).max(10_000)),
});

const asObject = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

export function parseManagedSearch(raw: unknown): ManagedSearch {
  const parsed = searchSchema.parse(asObject(raw));
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as ManagedSearch;
}

/** The same view with one change; any change but the page goes back to the first page. */
export const withManaged = (search: ManagedSearch, change: Partial<ManagedSearch>) =>
  parseManagedSearch({ ...search, page: undefined, ...change });

/** Clear (§2): search and date go; the tab and the sort stay. */
export const clearedManaged = ({ status, sort }: ManagedSearch): ManagedSearch =>
  parseManagedSearch({ status, sort });

export const hasManagedFilters = (search: ManagedSearch) => Boolean(search.search || search.date);

export type SearchChange<T> = (next: T, options?: { replace?: boolean }) => void;

/** Rows per page of the admin/agency candidate tables. */
export const MANAGED_PAGE_SIZE = 20;
