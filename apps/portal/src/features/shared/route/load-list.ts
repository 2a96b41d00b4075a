import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A list route's loader: the first visit waits for its rows (the route's pending component shows
 * meanwhile). A search, filter, sort or page change ('stay') keeps the shown rows on screen, the
 * screen reading the next ones through useDeferredValue, so the loader only starts that load and
 * the page never flashes back to its pending state.
 */
export async function loadList<Data, Failure, Key extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<Data, Failure, Data, Key>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  if (cause === 'stay' && queryClient.getQueryData(query.queryKey) === undefined) {
    void queryClient.prefetchQuery(query);
    return;
  }
  await queryClient.ensureQueryData(query);
}
