import type { adminInboxResponseSchema, inboxItemResponseSchema } from '../admin-inbox';
import { route } from './route';

/** The routes @bayti/data/client's admin-inbox.ts calls (method, path, what they answer); no zod at run time. */
export const adminInboxRoutes = {
  /** Contact messages, visa requests or newsletter sign-ups (one kind at a time). */
  adminInbox: route('GET', '/admin/inbox').answers<typeof adminInboxResponseSchema>(),
  updateInboxItem: route('PATCH', '/admin/inbox/:kind/:id').answers<
    typeof inboxItemResponseSchema
  >(),
} as const;
