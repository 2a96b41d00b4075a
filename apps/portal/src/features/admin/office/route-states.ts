import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { routeError } from '../../shared/route/RouteStates';

/** A back-office page that could not load: the server's message or the office's, and Try again. */
export const adminRouteError = routeError((t) => t.adminOffice.common);

/**
 * A list route's loader: the first visit waits for its page. A filter, search or page change
 * ('stay') keeps the rows on screen, the screen showing them (useDeferredValue) until the next
 * page has loaded, so the loader only starts that load.
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
