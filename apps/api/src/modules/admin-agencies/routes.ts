import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { attachmentDisposition } from '../../storage/file-names';
import { receiveUpload } from '../../storage/receive-upload';
import { AgencyLogoService } from '../agencies';
import { AdminAgencyService } from './service';

const {
  adminAgencies: list,
  registerAgency: register,
  adminAgency: one,
  updateAdminAgency: update,
  setAdminAgencyStatus: setStatus,
  setAdminAgencyPin: setPin,
  uploadAdminAgencyLogo: uploadLogo,
  uploadAgencyLegalDocument: uploadLegal,
  agencyLegalDocumentFile: legalFile,
} = endpoints;

/** The admin's Agencies: grid, list, detail, edit form, registration, status, PIN, files. */
export const adminAgencyRoutes: RoutesPlugin = async (app, { ctx }) => {
  const agencies = new AdminAgencyService(ctx.db, ctx.storage, ctx.clock, ctx.sessions);
  const logos = new AgencyLogoService(ctx.db, ctx.storage, ctx.clock);

  registerEndpoint(app, ctx.guards, list, async (request) => ({
    data: await agencies.list(request.query),
  }));

  registerEndpoint(app, ctx.guards, register, async (request, reply) =>
    reply.code(register.status).send({ data: { agency: await agencies.register(request.body) } }),
  );

  registerEndpoint(app, ctx.guards, one, async (request) => ({
    data: { agency: await agencies.get(request.params.id) },
  }));

  registerEndpoint(app, ctx.guards, update, async (request) => ({
    data: { agency: await agencies.update(request.params.id, request.body) },
  }));

  registerEndpoint(app, ctx.guards, setStatus, async (request) => ({
    data: { agency: await agencies.setStatus(request.params.id, request.body.status) },
  }));

  registerEndpoint(app, ctx.guards, setPin, async (request) => {
    await agencies.setPin(request.params.id, request.body.newPin);
    return { ok: true as const };
  });

  registerEndpoint(app, ctx.guards, uploadLogo, async (request) => {
    const { id } = request.params;
    const received = await receiveUpload(request, ctx.storage, 'image', {
      beforeStaging: () => agencies.assertExists(id),
    });
    await logos.replace(id, received);
    return { data: { agency: await agencies.get(id) } };
  });

  registerEndpoint(app, ctx.guards, uploadLegal, async (request) => {
    const { id, kind } = request.params;
    const received = await receiveUpload(request, ctx.storage, 'document', {
      beforeStaging: () => agencies.assertExists(id),
    });
    return { data: { agency: await agencies.saveLegalFile(id, kind, received) } };
  });

  registerEndpoint(app, ctx.guards, legalFile, async (request, reply) => {
    const { object, contentType, fileName } = await agencies.legalFile(
      request.params.id,
      request.params.kind,
    );
    const textual = contentType === 'text/plain';
    return reply
      .header('content-type', textual ? 'text/plain; charset=utf-8' : contentType)
      .header('content-disposition', attachmentDisposition(fileName))
      .header('content-length', object.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(object.stream);
  });
};
