import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { InboxService } from './service';

const { adminInbox, updateInboxItem } = endpoints;

/** The admin inbox of the public forms (admin only). */
export const inboxRoutes: RoutesPlugin = async (app, { ctx }) => {
  const inbox = new InboxService(ctx.db);

  registerEndpoint(app, ctx.guards, adminInbox, async (request) => ({
    data: await inbox.list(request.query),
  }));

  registerEndpoint(app, ctx.guards, updateInboxItem, async (request) => ({
    data: { item: await inbox.setHandled(request.params, request.body.handled) },
  }));
};
