import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { receiveUpload } from '../../storage/receive-upload';
import { GeoService } from '../geo/service';
import { AgencyLogoService } from './logo';
import { agencyMember } from './member';
import { AgencyService } from './service';

const { myAgency, updateMyAgency, uploadMyAgencyLogo, agencyLogo } = endpoints;

export const agencyRoutes: RoutesPlugin = async (app, { ctx }) => {
  const agencies = new AgencyService(ctx.db, new GeoService(ctx.db), ctx.clock);
  const logos = new AgencyLogoService(ctx.db, ctx.storage, ctx.clock);
  // Agency owners and their staff manage their own agency, and only theirs.
  const member = ctx.guards.roles('agency', 'staff');

  app.route({
    method: myAgency.method,
    url: myAgency.path,
    onRequest: member,
    schema: {
      tags: ['agencies'],
      summary: "The signed-in agency member's agency",
      security: bearerSecurity,
      response: { [myAgency.status]: myAgency.response, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ({
      data: { agency: await agencies.get(agencyMember(request).agencyId) },
    }),
  });

  app.route({
    method: updateMyAgency.method,
    url: updateMyAgency.path,
    onRequest: member,
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
      data: { agency: await agencies.update(agencyMember(request).agencyId, request.body) },
    }),
  });

  app.route({
    method: uploadMyAgencyLogo.method,
    url: uploadMyAgencyLogo.path,
    onRequest: member,
    schema: {
      tags: ['agencies'],
      summary: 'Replace the agency logo: multipart `file` (JPEG, PNG or WebP, checked by content)',
      security: bearerSecurity,
      consumes: ['multipart/form-data'],
      response: {
        [uploadMyAgencyLogo.status]: uploadMyAgencyLogo.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const { agencyId } = agencyMember(request);
      const received = await receiveUpload(request, ctx.storage, 'image');
      await logos.replace(agencyId, received);
      return { data: { agency: await agencies.get(agencyId) } };
    },
  });

  app.route({
    method: agencyLogo.method,
    url: agencyLogo.path,
    schema: {
      tags: ['agencies'],
      summary: "An agency's current logo (public)",
      params: agencyLogo.params,
      // Answers the image itself, or 404.
    },
    handler: async (request, reply) => {
      const { object, contentType } = await logos.read(request.params.key);
      return (
        reply
          .header('content-type', contentType)
          .header('content-length', object.size)
          .header('x-content-type-options', 'nosniff')
          // Names are never reused: a new logo gets a new path.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(object.stream)
      );
    },
  });
};
