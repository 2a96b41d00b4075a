import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { receiveUpload } from '../../storage/receive-upload';
import { GeoService } from '../geo';
import { CandidateService } from '../candidates';
import { AgencyLogoService } from './logo';
import { agencyMember } from './member';
import { publicAgencyPage } from './public-page';
import { AgencyService } from './service';

const { myAgency, updateMyAgency, uploadMyAgencyLogo, agencyLogo, publicAgency } = endpoints;

export const agencyRoutes: RoutesPlugin = async (app, { ctx }) => {
  const agencies = new AgencyService(ctx.db, new GeoService(ctx.db), ctx.clock);
  const logos = new AgencyLogoService(ctx.db, ctx.storage, ctx.clock);
  // Agency owners and their staff manage their own agency, and only theirs.

  registerEndpoint(app, ctx.guards, myAgency, async (request) => ({
    data: { agency: await agencies.get(agencyMember(request).agencyId) },
  }));

  registerEndpoint(app, ctx.guards, updateMyAgency, async (request) => ({
    data: { agency: await agencies.update(agencyMember(request).agencyId, request.body) },
  }));

  registerEndpoint(app, ctx.guards, uploadMyAgencyLogo, async (request) => {
    const { agencyId } = agencyMember(request);
    const received = await receiveUpload(request, ctx.storage, 'image');
    await logos.replace(agencyId, received);
    return { data: { agency: await agencies.get(agencyId) } };
  });

  // The public page "Listed by" links to: anyone may read it.
  const listed = new CandidateService(ctx.db);
  registerEndpoint(app, ctx.guards, publicAgency, async (request) => ({
    data: await publicAgencyPage(
      ctx.db,
      listed,
      request.params.id,
      request.query.page,
      request.query.pageSize,
    ),
  }));

  registerEndpoint(app, ctx.guards, agencyLogo, async (request, reply) => {
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
  });
};
