import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-inbox.ts calls; no zod at run time. */
export const adminInboxRoutes = {
  /** Contact messages, visa requests or newsletter sign-ups (one kind at a time). */
  adminInbox: route('GET', '/admin/inbox', {
    access: allow(['admin']),
    doc: 'Contact messages, visa requests or newsletter sign-ups; unhandled first',
    query: 'adminInboxQuerySchema',
    response: 'adminInboxResponseSchema',
  }),
  updateInboxItem: route('PATCH', '/admin/inbox/:kind/:id', {
    access: allow(['admin']),
    doc: 'Mark an inbox entry handled (or not)',
    errors: ['not_found'],
    params: 'inboxItemParamsSchema',
    body: 'updateInboxItemBodySchema',
    response: 'inboxItemResponseSchema',
  }),
} as const;
