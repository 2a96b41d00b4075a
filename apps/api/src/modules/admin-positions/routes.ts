import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { notFound } from '../../errors';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AGENCY_NOT_FOUND_MESSAGE } from '../agencies/service';
import { PositionService, type PositionOwner } from './service';

const { adminPositions, saveAdminPositions, agencyPositions, saveAgencyPositions } = endpoints;

const ADMIN: PositionOwner = { kind: 'admin' };

/** The agency of the signed-in owner or staff member: each agency edits only its own list. */
function ownAgency(request: FastifyRequest): PositionOwner {
  const { agencyId } = requireSession(request).user;
  if (agencyId === null) throw notFound(AGENCY_NOT_FOUND_MESSAGE);
  return { kind: 'agency', agencyId };
}

/** Manage Positions: the admin's list (admin only) and each agency's (its owner and staff). */
export const positionRoutes: RoutesPlugin = async (app, { ctx }) => {
  const positions = new PositionService(ctx.db, ctx.clock);
  const admin = ctx.guards.roles('admin');
  const agencyMember = ctx.guards.roles('agency', 'staff');

  app.route({
    method: adminPositions.method,
    url: adminPositions.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: "The admin's positions (the §3 defaults until first saved)",
      security: bearerSecurity,
      response: { [adminPositions.status]: adminPositions.response, ...errorResponses(401, 403) },
    },
    handler: async () => ({ data: { positions: await positions.list(ADMIN) } }),
  });

  app.route({
    method: saveAdminPositions.method,
    url: saveAdminPositions.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: "Save the admin's positions: trimmed, blanks and repeats dropped",
      security: bearerSecurity,
      body: saveAdminPositions.body,
      response: {
        [saveAdminPositions.status]: saveAdminPositions.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: { positions: await positions.save(ADMIN, request.body.positions) },
    }),
  });

  app.route({
    method: agencyPositions.method,
    url: agencyPositions.path,
    onRequest: agencyMember,
    schema: {
      tags: ['agencies'],
      summary: "The caller's agency's positions (the §3 defaults until first saved)",
      security: bearerSecurity,
      response: {
        [agencyPositions.status]: agencyPositions.response,
        ...errorResponses(401, 403, 404),
      },
    },
    handler: async (request) => ({ data: { positions: await positions.list(ownAgency(request)) } }),
  });

  app.route({
    method: saveAgencyPositions.method,
    url: saveAgencyPositions.path,
    onRequest: agencyMember,
    schema: {
      tags: ['agencies'],
      summary: "Save the caller's agency's positions",
      security: bearerSecurity,
      body: saveAgencyPositions.body,
      response: {
        [saveAgencyPositions.status]: saveAgencyPositions.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: { positions: await positions.save(ownAgency(request), request.body.positions) },
    }),
  });
};
