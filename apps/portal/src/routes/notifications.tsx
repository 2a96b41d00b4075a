import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { notificationPagesQuery } from '../features/shared/notifications/queries';

export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ location }) => {
    requireSignedIn(location);
  },
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureInfiniteQueryData(notificationPagesQuery()),
  component: NotificationsPage,
});
