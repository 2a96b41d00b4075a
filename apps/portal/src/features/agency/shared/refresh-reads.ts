import { routeKey, type JsonRoute } from '@bayti/data/client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write, the reads it changes: those on screen refetch, the others go stale. A route's
 * key is the prefix of all its pages and filters (routeKey).
 */
export const refreshReads = (queryClient: QueryClient, routes: readonly JsonRoute[]) =>
  Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route) })));
