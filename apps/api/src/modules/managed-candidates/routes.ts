import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { attachmentDisposition } from '../../storage/file-names';
import { receiveUpload } from '../../storage/receive-upload';
import { agencyMember } from '../agencies';
import { ManagedCandidateService, type ManagedScope } from './service';

const MULTIPART = ['multipart/form-data'];

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
    side: 'admin' as const,
    tag: 'admin',
    roles: ['admin'] as const,
    scope: (): ManagedScope => ({ kind: 'admin' }),
    list: endpoints.adminCandidates,
    create: endpoints.createAdminCandidate,
    get: endpoints.adminCandidate,
    update: endpoints.updateAdminCandidate,
    photo: endpoints.uploadAdminCandidatePhoto,
    document: endpoints.uploadAdminCandidateDocument,
  },
  {
    side: 'agency' as const,
    tag: 'agency',
    roles: ['agency', 'staff'] as const,
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
  },
];

/**
 * All Candidates, the candidate profile modal and the position pages (§2), for the admin (every
 * candidate) and for agencies (owner and staff: their agency's candidates only; any other id is
 * 404). Uploaded photos and documents are served to the same callers only.
 */
export const managedCandidateRoutes: RoutesPlugin = async (app, { ctx }) => {
  const service = new ManagedCandidateService(ctx.db, ctx.storage, ctx.clock);

  for (const side of SIDES) {
    const guard = ctx.guards.roles(...side.roles);
    const tags = [side.tag];
    const who = side.side === 'admin' ? 'any candidate' : "the agency's own candidates";

    app.route({
      method: side.list.method,
      url: side.list.path,
      onRequest: guard,
      schema: {
        tags,
        summary: `All Candidates (${who}): search, date, sort, status tab, position; tab counts`,
        security: bearerSecurity,
        querystring: side.list.query,
        response: { [side.list.status]: side.list.response, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => ({
        data: await service.list(side.scope(request), request.query),
      }),
    });

    app.route({
      method: side.create.method,
      url: side.create.path,
      onRequest: guard,
      schema: {
        tags,
        summary: 'Add New Candidate (starts shortlisted)',
        security: bearerSecurity,
        body: side.create.body,
        response: { [side.create.status]: side.create.response, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) => {
        const candidate = await service.create(side.scope(request), request.body);
        return reply.code(side.create.status).send({ data: { candidate } });
      },
    });

    app.route({
      method: side.get.method,
      url: side.get.path,
      onRequest: guard,
      schema: {
        tags,
        summary: `A candidate's full profile (${who})`,
        security: bearerSecurity,
        params: side.get.params,
        response: { [side.get.status]: side.get.response, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => ({
        data: { candidate: await service.get(side.scope(request), request.params.id) },
      }),
    });

    app.route({
      method: side.update.method,
      url: side.update.path,
      onRequest: guard,
      schema: {
        tags,
        summary: 'Edit Candidate Profile: the whole form; the status sent (absent: kept)',
        security: bearerSecurity,
        params: side.update.params,
        body: side.update.body,
        response: {
          [side.update.status]: side.update.response,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => ({
        data: {
          candidate: await service.update(side.scope(request), request.params.id, request.body),
        },
      }),
    });

    app.route({
      method: side.photo.method,
      url: side.photo.path,
      onRequest: guard,
      schema: {
        tags,
        summary: 'Upload the profile image: multipart `file`, JPEG/PNG/WebP, 5 MB',
        security: bearerSecurity,
        params: side.photo.params,
        consumes: MULTIPART,
        response: {
          [side.photo.status]: side.photo.response,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => {
        const scope = side.scope(request);
        const upload = await receiveUpload(request, ctx.storage, 'image', {
          beforeStaging: async () => {
            await service.get(scope, request.params.id);
          },
        });
        return {
          data: { candidate: await service.replacePhoto(scope, request.params.id, upload) },
        };
      },
    });

    app.route({
      method: side.document.method,
      url: side.document.path,
      onRequest: guard,
      schema: {
        tags,
        summary: "Upload a document type's file: multipart `file` (pdf, docx, txt; 10 MB)",
        security: bearerSecurity,
        params: side.document.params,
        consumes: MULTIPART,
        response: {
          [side.document.status]: side.document.response,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      handler: async (request) => {
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
      },
    });
  }

  const { managedCandidateFile: file } = endpoints;
  app.route({
    method: file.method,
    url: file.path,
    onRequest: ctx.guards.roles('admin', 'agency', 'staff'),
    schema: {
      tags: ['admin', 'agency'],
      summary: "A managed candidate's uploaded photo or document: an admin, or her agency",
      security: bearerSecurity,
      params: file.params,
      // Answers the file itself (or the error envelope with 401, 403, 404).
    },
    handler: async (request, reply) => {
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
    },
  });
};
