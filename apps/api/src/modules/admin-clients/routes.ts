import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { AdminClientService } from './service';

const { adminClients: list, adminClient: one, setAdminClientStatus: setStatus } = endpoints;

/** The admin's Clients: All Clients, Hold Resume, Suspended, the detail and status changes. */
export const adminClientRoutes: RoutesPlugin = async (app, { ctx }) => {
  const clients = new AdminClientService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, list, async (request) => ({
    data: await clients.list(request.query),
  }));

  registerEndpoint(app, ctx.guards, one, async (request) => ({
    data: { client: await clients.get(request.params.id) },
  }));

  registerEndpoint(app, ctx.guards, setStatus, async (request) => ({
    data: { client: await clients.setStatus(request.params.id, request.body) },
  }));
};
