import { intBetween, readSearch } from '@bayti/data/contract';
import type { QueryClient } from '@tanstack/react-query';
import { RoutePending, routeError } from '../shared/route/RouteStates';
import { inboxQuery } from './queries';

/**
 * `?c=<id>`: the open conversation. A value that is no id is dropped, never an error page. Read
 * without zod: the route's search runs in the main bundle, which must stay within its budget.
 */
const messagesReaders = { c: intBetween(1, 2_147_483_647) };

export type MessagesSearch = { c?: number };

export function parseMessagesSearch(raw: Record<string, unknown>): MessagesSearch {
  const { c } = readSearch(messagesReaders, raw);
  return c === undefined ? {} : { c };
}

/**
 * What the three Messages routes share: the search, the inbox loaded before the page shows, the
 * pending and error states. Each route keeps its own component, so the screen stays code-split.
 */
export const messagesRouteOptions = {
  validateSearch: parseMessagesSearch,
  loader: ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) =>
    queryClient.ensureQueryData(inboxQuery()),
  pendingComponent: RoutePending,
  errorComponent: routeError((t) => ({
    loadFailed: t.conversations.loadFailed,
    retry: t.route.retry,
  })),
};
