import type { Role } from '@bayti/data/contract';
import { conversationsRoutes } from '@bayti/data/contract/routes/conversations';
import { apiQuery } from '../../../api';

/** The roles that take part in conversations: families, workers, agency owners and staff. */
const MESSAGES_PATHS: Partial<Record<Role, string>> = {
  client: '/dashboard/employer/messages',
  candidate: '/dashboard/candidate/messages',
  agency: '/dashboard/agency/messages',
  staff: '/dashboard/agency/messages',
};

/** The signed-in person's Messages page, or null for a role without conversations (admins). */
export const messagesPathOf = (role: Role): string | null => MESSAGES_PATHS[role] ?? null;

/**
 * Unread messages, for the sidebar's Messages item and the bell. Live updates invalidate it; the
 * minute's refetch covers a stream that is reconnecting.
 */
export const messagesUnreadQuery = () => ({
  ...apiQuery(conversationsRoutes.conversationsUnread),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});
