import {
  hashKey,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A list screen's read of its route's search: the answer for the search last loaded, kept on
 * screen while the next one (another tab, search, sort or page) loads behind it, and
 * `isUpdating` meanwhile, for the table to show busy and keep its rows out of reach
 * (docs/decisions/0020).
 */
export function useShownQuery<Search, Data, Failure, Key extends QueryKey>(
  search: Search,
  queryOf: (search: Search) => UseSuspenseQueryOptions<Data, Failure, Data, Key>,
) {
  const shown = queryOf(useDeferredValue(search));
  const isUpdating = hashKey(shown.queryKey) !== hashKey(queryOf(search).queryKey);
  return { ...useSuspenseQuery(shown), isUpdating };
}
