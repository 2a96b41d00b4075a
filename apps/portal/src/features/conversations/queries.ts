import type { Thread } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { conversationsRoutes } from '@bayti/data/contract/routes/conversations';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall, apiQuery } from '../../api';

/** The inbox: newest activity first, with unread counts. */
export const inboxQuery = () => apiQuery(conversationsRoutes.conversations);

/** How many messages a page of a thread holds. */
export const THREAD_PAGE = 30;

/** A thread's key: under the inbox's, so invalidating the inbox refreshes open threads too. */
export const threadKey = (id: number) => [
  ...routeKey(conversationsRoutes.conversation, { params: { id } }),
  'pages',
];

/**
 * A thread a page at a time: the first page is the latest messages, each next page the older ones
 * before it (the server's `olderCursor`), so "Load earlier messages" fetches the next page.
 */
export const threadQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: threadKey(id),
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        conversationsRoutes.conversation,
        {
          params: { id },
          query: { limit: THREAD_PAGE, ...(pageParam === null ? {} : { before: pageParam }) },
        },
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last: Thread) => last.olderCursor,
  });

/** Every conversation query: the inbox, the unread count and every thread (they share the prefix). */
export const refreshConversations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: routeKey(conversationsRoutes.conversations) });

/** What one conversation's change touches: the inbox, the unread count and that thread. */
export const refreshConversation = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({
      queryKey: routeKey(conversationsRoutes.conversations),
      exact: true,
    }),
    queryClient.invalidateQueries({
      queryKey: routeKey(conversationsRoutes.conversationsUnread),
    }),
    queryClient.invalidateQueries({ queryKey: threadKey(id) }),
  ]);
