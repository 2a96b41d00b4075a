import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { notFound } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { PositionService, type PositionOwner } from './service';

const { adminPositions, saveAdminPositions, agencyPositions, saveAgencyPositions } = endpoints;

const ADMIN: PositionOwner = { kind: 'admin' };

/** The agency of the signed-in owner or staff member: each agency edits only its own list. */
function ownAgency(request: FastifyRequest): PositionOwner {
  const { agencyId } = requireSession(request).user;
  if (agencyId === null) throw notFound('agency.notLinked');
  return { kind: 'agency', agencyId };
}

/** Manage Positions: the admin's list (admin only) and each agency's (its owner and staff). */
export const positionRoutes: RoutesPlugin = async (app, { ctx }) => {
  const positions = new PositionService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, adminPositions, async () => ({
    data: { positions: await positions.list(ADMIN) },
  }));

  registerEndpoint(app, ctx.guards, saveAdminPositions, async (request) => ({
    data: { positions: await positions.save(ADMIN, request.body.positions) },
  }));

  registerEndpoint(app, ctx.guards, agencyPositions, async (request) => ({
    data: { positions: await positions.list(ownAgency(request)) },
  }));

  registerEndpoint(app, ctx.guards, saveAgencyPositions, async (request) => ({
    data: { positions: await positions.save(ownAgency(request), request.body.positions) },
  }));
};
