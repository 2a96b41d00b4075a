import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AdminClientService } from './service';

const { adminClients: list, adminClient: one, setAdminClientStatus: setStatus } = endpoints;

/** The admin's Clients: All Clients, Hold Resume, Suspended, the detail and status changes. */
export const adminClientRoutes: RoutesPlugin = async (app, { ctx }) => {
  const clients = new AdminClientService(ctx.db, ctx.clock);
  const admin = ctx.guards.roles('admin');
  const tags = ['admin'];

  app.route({
    method: list.method,
    url: list.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'Families: search name or country, country filter, group, pages',
      security: bearerSecurity,
      querystring: list.query,
      response: { [list.status]: list.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await clients.list(request.query) }),
  });

  app.route({
    method: one.method,
    url: one.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'One family with its counts per stage, from its pipeline',
      security: bearerSecurity,
      params: one.params,
      response: { [one.status]: one.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ data: { client: await clients.get(request.params.id) } }),
  });

  app.route({
    method: setStatus.method,
    url: setStatus.path,
    onRequest: admin,
    schema: {
      tags,
      summary: "Set a family's standing: Hold, Resume or Suspended (signs it out, blocks sign-in)",
      security: bearerSecurity,
      params: setStatus.params,
      body: setStatus.body,
      response: { [setStatus.status]: setStatus.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: { client: await clients.setStatus(request.params.id, request.body) },
    }),
  });
};
