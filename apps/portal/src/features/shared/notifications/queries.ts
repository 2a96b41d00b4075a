import type { NotificationsPage } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { notificationsRoutes } from '@bayti/data/contract/routes/notifications';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiCall, apiQuery } from '../../../api';

/** The bell's badge: refreshed every minute and when the window comes back into focus. */
export const unreadCountQuery = () => ({
  ...apiQuery(notificationsRoutes.unreadNotifications),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

/** How many the bell's popover shows. */
export const LATEST_COUNT = 5;

/** The popover's latest notifications. */
export const latestQuery = () =>
  apiQuery(notificationsRoutes.notifications, { query: { limit: LATEST_COUNT } });

/** How many a page of /notifications holds. */
export const PAGE_SIZE = 20;

/** /notifications: pages by cursor, each one continuing after the last row of the one before. */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...routeKey(notificationsRoutes.notifications), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        notificationsRoutes.notifications,
        { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last: NotificationsPage) => last.nextCursor ?? undefined,
  });

/** Everything the bell and the page show, refetched after something is marked read. */
const refreshNotifications = (queryClient: QueryClient, unread: number) => {
  queryClient.setQueryData(routeKey(notificationsRoutes.unreadNotifications), { unread });
  return queryClient.invalidateQueries({
    queryKey: routeKey(notificationsRoutes.notifications),
    // The count is the answer's; Settings' emails are not notifications.
    predicate: (query) =>
      query.queryKey[1] !== 'unread-count' && query.queryKey[1] !== 'email-preferences',
  });
};

/** Marks some of one's notifications read (opening one does). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiCall(notificationsRoutes.markNotificationsRead, { body: { ids } }),
    onSuccess: ({ unread }) => refreshNotifications(queryClient, unread),
  });
}

/** Marks every one of one's notifications read. */
export function useMarkAllRead(fallbackMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall(notificationsRoutes.markAllNotificationsRead, undefined, { fallbackMessage }),
    onSuccess: ({ unread }) => refreshNotifications(queryClient, unread),
  });
}

/** Settings' Emails: the person's choice per notification type of their role. */
export const emailPreferencesQuery = () => apiQuery(notificationsRoutes.emailPreferences);
