import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { agencyMember } from '../agencies/member';
import { AgencyUserService } from './service';

const { agencyUsers, createAgencyUser, updateAgencyUser, deleteAgencyUser } = endpoints;

/** The agency dashboard's Users: staff accounts of the caller's agency (owner and staff). */
export const agencyUserRoutes: RoutesPlugin = async (app, { ctx }) => {
  const staff = new AgencyUserService(ctx.db, ctx.sessions, ctx.clock);
  const member = ctx.guards.roles('agency', 'staff');

  app.route({
    method: agencyUsers.method,
    url: agencyUsers.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: "Staff of the member's agency: search name, email or phone; status; pages",
      security: bearerSecurity,
      querystring: agencyUsers.query,
      response: {
        [agencyUsers.status]: agencyUsers.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: await staff.list(agencyMember(request).agencyId, request.query),
    }),
  });

  app.route({
    method: createAgencyUser.method,
    url: createAgencyUser.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: "Add a staff account to the caller's agency (the role is always staff)",
      security: bearerSecurity,
      body: createAgencyUser.body,
      response: {
        [createAgencyUser.status]: createAgencyUser.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      const user = await staff.create(agencyMember(request), request.body);
      return reply.code(createAgencyUser.status).send({ data: { user } });
    },
  });

  app.route({
    method: updateAgencyUser.method,
    url: updateAgencyUser.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: 'Edit a staff account: the fields sent; INACTIVE ends its sessions',
      security: bearerSecurity,
      params: updateAgencyUser.params,
      body: updateAgencyUser.body,
      response: {
        [updateAgencyUser.status]: updateAgencyUser.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request) => ({
      data: {
        user: await staff.update(
          agencyMember(request),
          request.params.id,
          request.body,
          requireSession(request).tokenHash,
        ),
      },
    }),
  });

  app.route({
    method: deleteAgencyUser.method,
    url: deleteAgencyUser.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: 'Delete a staff account of the agency',
      security: bearerSecurity,
      params: deleteAgencyUser.params,
      response: {
        [deleteAgencyUser.status]: deleteAgencyUser.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request) => {
      await staff.remove(agencyMember(request), request.params.id);
      return { ok: true as const };
    },
  });
};
