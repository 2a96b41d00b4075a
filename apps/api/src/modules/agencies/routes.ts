import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { notFound } from '../../errors';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { GeoService } from '../geo/service';
import { AGENCY_NOT_FOUND_MESSAGE, AgencyService } from './service';

const { myAgency, updateMyAgency } = endpoints;

export const agencyRoutes: RoutesPlugin = async (app, { ctx }) => {
  const agencies = new AgencyService(ctx.db, new GeoService(ctx.db), ctx.clock);
  // Agency owners and their staff manage their own agency, and only theirs.
  const agencyMember = ctx.guards.roles('agency', 'staff');

  const ownAgencyId = (request: Parameters<typeof requireSession>[0]) => {
    const { agencyId } = requireSession(request).user;
    if (agencyId === null) throw notFound(AGENCY_NOT_FOUND_MESSAGE);
    return agencyId;
  };

  app.route({
    method: myAgency.method,
    url: myAgency.path,
    onRequest: agencyMember,
    schema: {
      tags: ['agencies'],
      summary: "The signed-in agency member's agency",
      security: bearerSecurity,
      response: { [myAgency.status]: myAgency.response, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ({ data: { agency: await agencies.get(ownAgencyId(request)) } }),
  });

  app.route({
    method: updateMyAgency.method,
    url: updateMyAgency.path,
    onRequest: agencyMember,
    schema: {
      tags: ['agencies'],
      summary: 'Update some of the agency profile fields (unknown fields are refused)',
      security: bearerSecurity,
      body: updateMyAgency.body,
      response: {
        [updateMyAgency.status]: updateMyAgency.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: { agency: await agencies.update(ownAgencyId(request), request.body) },
    }),
  });
};
