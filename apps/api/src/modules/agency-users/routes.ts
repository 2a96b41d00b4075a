import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { agencyMember } from '../agencies';
import { AgencyUserService } from './service';

const { agencyUsers, createAgencyUser, updateAgencyUser, deleteAgencyUser } = endpoints;

/** The agency dashboard's Users: staff accounts of the caller's agency (owner and staff). */
export const agencyUserRoutes: RoutesPlugin = async (app, { ctx }) => {
  const staff = new AgencyUserService(ctx.db, ctx.sessions, ctx.clock);

  registerEndpoint(app, ctx.guards, agencyUsers, async (request) => ({
    data: await staff.list(agencyMember(request).agencyId, request.query),
  }));

  registerEndpoint(app, ctx.guards, createAgencyUser, async (request, reply) => {
    const user = await staff.create(agencyMember(request), request.body);
    return reply.code(createAgencyUser.status).send({ data: { user } });
  });

  registerEndpoint(app, ctx.guards, updateAgencyUser, async (request) => ({
    data: {
      user: await staff.update(
        agencyMember(request),
        request.params.id,
        request.body,
        requireSession(request).tokenHash,
      ),
    },
  }));

  registerEndpoint(app, ctx.guards, deleteAgencyUser, async (request) => {
    await staff.remove(agencyMember(request), request.params.id);
    return { ok: true as const };
  });
};
