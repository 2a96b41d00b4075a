import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { InboxService } from './service';

const { adminInbox, updateInboxItem } = endpoints;

/** The admin inbox of the public forms (admin only). */
export const inboxRoutes: RoutesPlugin = async (app, { ctx }) => {
  const inbox = new InboxService(ctx.db);
  const admin = ctx.guards.roles('admin');

  app.route({
    method: adminInbox.method,
    url: adminInbox.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Contact messages, visa requests or newsletter sign-ups; unhandled first',
      security: bearerSecurity,
      querystring: adminInbox.query,
      response: { [adminInbox.status]: adminInbox.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await inbox.list(request.query) }),
  });

  app.route({
    method: updateInboxItem.method,
    url: updateInboxItem.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Mark an inbox entry handled (or not)',
      security: bearerSecurity,
      params: updateInboxItem.params,
      body: updateInboxItem.body,
      response: {
        [updateInboxItem.status]: updateInboxItem.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: { item: await inbox.setHandled(request.params, request.body.handled) },
    }),
  });
};
