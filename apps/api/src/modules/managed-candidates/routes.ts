import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { attachmentDisposition } from '../../storage/file-names';
import { receiveUpload } from '../../storage/receive-upload';
import { agencyMember } from '../agencies';
import { ManagedCandidateService, type ManagedScope } from './service';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The endpoints of one side: the admin's (/admin/candidates) or an agency's (/agency/candidates). */
const SIDES = [
  {
    scope: (): ManagedScope => ({ kind: 'admin' }),
    list: endpoints.adminCandidates,
    create: endpoints.createAdminCandidate,
    get: endpoints.adminCandidate,
    update: endpoints.updateAdminCandidate,
    photo: endpoints.uploadAdminCandidatePhoto,
    document: endpoints.uploadAdminCandidateDocument,
    publish: endpoints.publishAdminCandidate,
    unpublish: endpoints.unpublishAdminCandidate,
    reconfirm: endpoints.reconfirmAdminCandidate,
  },
  {
    scope: (request: FastifyRequest): ManagedScope => ({
      kind: 'agency',
      agencyId: agencyMember(request).agencyId,
    }),
    list: endpoints.agencyCandidates,
    create: endpoints.createAgencyCandidate,
    get: endpoints.agencyCandidate,
    update: endpoints.updateAgencyCandidate,
    photo: endpoints.uploadAgencyCandidatePhoto,
    document: endpoints.uploadAgencyCandidateDocument,
    publish: endpoints.publishAgencyCandidate,
    unpublish: endpoints.unpublishAgencyCandidate,
    reconfirm: endpoints.reconfirmAgencyCandidate,
  },
];

/**
 * All Candidates, the candidate profile modal and the position pages, for the admin (every
 * candidate) and for agencies (owner and staff: their agency's candidates only; any other id is
 * 404). Uploaded photos and documents are served to the same callers only.
 */
export const managedCandidateRoutes: RoutesPlugin = async (app, { ctx }) => {
  const service = new ManagedCandidateService(ctx.db, ctx.storage, ctx.clock, ctx);

  for (const side of SIDES) {
    registerEndpoint(app, ctx.guards, side.list, async (request) => ({
      data: await service.list(side.scope(request), request.query),
    }));

    registerEndpoint(app, ctx.guards, side.create, async (request, reply) => {
      const candidate = await service.create(side.scope(request), request.body);
      return reply.code(side.create.status).send({ data: { candidate } });
    });

    registerEndpoint(app, ctx.guards, side.get, async (request) => ({
      data: { candidate: await service.get(side.scope(request), request.params.id) },
    }));

    registerEndpoint(app, ctx.guards, side.update, async (request) => ({
      data: {
        candidate: await service.update(
          side.scope(request),
          request.params.id,
          request.body,
          requireSession(request).user.id,
        ),
      },
    }));

    registerEndpoint(app, ctx.guards, side.photo, async (request) => {
      const scope = side.scope(request);
      const upload = await receiveUpload(request, ctx.storage, 'image', {
        beforeStaging: async () => {
          await service.get(scope, request.params.id);
        },
      });
      return {
        data: {
          candidate: await service.replacePhoto(
            scope,
            request.params.id,
            upload,
            requireSession(request).user.id,
          ),
        },
      };
    });

    // Her listing (docs/decisions/0022): publish, unpublish, reconfirm.
    registerEndpoint(app, ctx.guards, side.publish, async (request) => ({
      data: {
        candidate: await service.publish(
          side.scope(request),
          request.params.id,
          request.body,
          requireSession(request).user.id,
        ),
      },
    }));

    registerEndpoint(app, ctx.guards, side.unpublish, async (request) => ({
      data: { candidate: await service.unpublish(side.scope(request), request.params.id) },
    }));

    registerEndpoint(app, ctx.guards, side.reconfirm, async (request) => ({
      data: { candidate: await service.reconfirm(side.scope(request), request.params.id) },
    }));

    registerEndpoint(app, ctx.guards, side.document, async (request) => {
      const scope = side.scope(request);
      const { id, type } = request.params;
      const upload = await receiveUpload(request, ctx.storage, 'document', {
        beforeStaging: async () => {
          await service.get(scope, id);
        },
      });
      return {
        data: { candidate: await service.replaceDocumentFile(scope, id, type, upload) },
      };
    });
  }

  const { listedCandidatePhoto } = endpoints;
  registerEndpoint(app, ctx.guards, listedCandidatePhoto, async (request, reply) => {
    const { id, name } = request.params;
    const object = await service.listedPhoto(id, name);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(object.stream);
  });

  const { managedCandidateFile: file } = endpoints;
  registerEndpoint(app, ctx.guards, file, async (request, reply) => {
    const { role } = requireSession(request).user;
    const scope: ManagedScope =
      role === 'admin'
        ? { kind: 'admin' }
        : { kind: 'agency', agencyId: agencyMember(request).agencyId };
    const { id, folder, name } = request.params;
    const object = await service.file(scope, id, folder, name);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('content-length', object.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (folder === 'documents') reply.header('content-disposition', attachmentDisposition(name));
    return reply.send(object.stream);
  });
};
