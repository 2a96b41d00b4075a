import { endpoints, uploadCandidateDocumentFieldsSchema } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { receiveUpload } from '../../storage/receive-upload';
import { DocumentService } from './service';
import { sendStoredDocument } from '../document-store';

const {
  candidateDocuments: list,
  uploadCandidateDocument: upload,
  replaceCandidateDocument: replace,
  deleteCandidateDocument: remove,
  documentFile: file,
} = endpoints;

const MULTIPART = ['multipart/form-data'];

export const documentRoutes: RoutesPlugin = async (app, { ctx }) => {
  const documents = new DocumentService(ctx.db, ctx.storage, ctx.clock);
  const worker = ctx.guards.roles('candidate');

  app.route({
    method: list.method,
    url: list.path,
    onRequest: worker,
    schema: {
      tags: ['documents'],
      summary: "The worker's own documents (My Documents)",
      security: bearerSecurity,
      response: { [list.status]: list.response, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({
      data: { documents: await documents.list(requireSession(request).user.id) },
    }),
  });

  app.route({
    method: upload.method,
    url: upload.path,
    onRequest: worker,
    schema: {
      tags: ['documents'],
      summary: 'Upload a document: multipart `category` then `file` (pdf, docx, txt; 10 MB)',
      security: bearerSecurity,
      consumes: MULTIPART,
      response: { [upload.status]: upload.response, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const userId = requireSession(request).user.id;
      const received = await receiveUpload(request, ctx.storage, 'document', {
        fields: uploadCandidateDocumentFieldsSchema,
        beforeStaging: ({ category }) => documents.assertCategoryFree(userId, category),
      });
      const document = await documents.upload(userId, received);
      return reply.code(upload.status).send({ data: { document } });
    },
  });

  app.route({
    method: replace.method,
    url: replace.path,
    onRequest: worker,
    schema: {
      tags: ['documents'],
      summary: 'Update: replace the file of one of her documents (multipart `file`)',
      security: bearerSecurity,
      consumes: MULTIPART,
      params: replace.params,
      response: { [replace.status]: replace.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const userId = requireSession(request).user.id;
      const received = await receiveUpload(request, ctx.storage, 'document', {
        beforeStaging: async () => {
          await documents.assertOwned(userId, request.params.id);
        },
      });
      return { data: { document: await documents.replace(userId, request.params.id, received) } };
    },
  });

  app.route({
    method: remove.method,
    url: remove.path,
    onRequest: worker,
    schema: {
      tags: ['documents'],
      summary: 'Delete one of her documents and its file',
      security: bearerSecurity,
      params: remove.params,
      response: { [remove.status]: remove.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await documents.remove(requireSession(request).user.id, request.params.id);
      return { ok: true as const };
    },
  });

  app.route({
    method: file.method,
    url: file.path,
    // Families never read workers' documents; who else may is decided per document.
    onRequest: ctx.guards.roles('candidate', 'admin', 'agency', 'staff'),
    schema: {
      tags: ['documents'],
      summary: 'Download a document: the worker, an admin, or the agency managing her',
      security: bearerSecurity,
      params: file.params,
      // Answers the file itself (or the error envelope with 401, 403, 404).
    },
    handler: async (request, reply) => {
      const { document, object } = await documents.file(
        requireSession(request).user,
        request.params.id,
      );
      return sendStoredDocument(reply, document, object);
    },
  });
};
