import { endpoints, uploadAgencyDocumentFieldsSchema } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { receiveUpload } from '../../storage/receive-upload';
import { agencyMember } from '../agencies';
import { sendStoredDocument } from '../document-store';
import { AgencyDocumentService } from './service';

const {
  agencyDocuments: list,
  uploadAgencyDocument: upload,
  replaceAgencyDocument: replace,
  deleteAgencyDocument: remove,
  agencyDocumentFile: file,
  adminAgencyDocuments: adminList,
} = endpoints;

const MULTIPART = ['multipart/form-data'];

/** The agency dashboard's Documents: its members manage them; the admin reads them. */
export const agencyDocumentRoutes: RoutesPlugin = async (app, { ctx }) => {
  const documents = new AgencyDocumentService(ctx.db, ctx.storage, ctx.clock);
  const member = ctx.guards.roles('agency', 'staff');

  app.route({
    method: list.method,
    url: list.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: "The member's agency's documents, in category order",
      security: bearerSecurity,
      response: { [list.status]: list.response, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ({
      data: { documents: await documents.list(agencyMember(request).agencyId) },
    }),
  });

  app.route({
    method: upload.method,
    url: upload.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: 'Upload a document: multipart `category` then `file` (pdf, docx, txt; 10 MB)',
      security: bearerSecurity,
      consumes: MULTIPART,
      response: { [upload.status]: upload.response, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const who = agencyMember(request);
      const received = await receiveUpload(request, ctx.storage, 'document', {
        fields: uploadAgencyDocumentFieldsSchema,
        beforeStaging: ({ category }) => documents.assertCategoryFree(who.agencyId, category),
      });
      const document = await documents.upload(who, received);
      return reply.code(upload.status).send({ data: { document } });
    },
  });

  app.route({
    method: replace.method,
    url: replace.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: 'Update: replace the file of one of the agency documents (multipart `file`)',
      security: bearerSecurity,
      consumes: MULTIPART,
      params: replace.params,
      response: { [replace.status]: replace.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const who = agencyMember(request);
      const received = await receiveUpload(request, ctx.storage, 'document', {
        beforeStaging: () => documents.assertOwned(who.agencyId, request.params.id),
      });
      return { data: { document: await documents.replace(who, request.params.id, received) } };
    },
  });

  app.route({
    method: remove.method,
    url: remove.path,
    onRequest: member,
    schema: {
      tags: ['agency'],
      summary: 'Delete one of the agency documents and its file',
      security: bearerSecurity,
      params: remove.params,
      response: { [remove.status]: remove.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await documents.remove(agencyMember(request).agencyId, request.params.id);
      return { ok: true as const };
    },
  });

  app.route({
    method: file.method,
    url: file.path,
    onRequest: ctx.guards.roles('agency', 'staff', 'admin'),
    schema: {
      tags: ['agency'],
      summary: "Download an agency document: the agency's members or an admin",
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

  app.route({
    method: adminList.method,
    url: adminList.path,
    onRequest: ctx.guards.roles('admin'),
    schema: {
      tags: ['admin'],
      summary: "An agency's documents (admin)",
      security: bearerSecurity,
      params: adminList.params,
      response: { [adminList.status]: adminList.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: { documents: await documents.listOfAgency(request.params.id) },
    }),
  });
};
