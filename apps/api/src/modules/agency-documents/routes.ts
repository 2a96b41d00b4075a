import { endpoints, uploadAgencyDocumentFieldsSchema } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
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

/** The agency dashboard's Documents: its members manage them; the admin reads them. */
export const agencyDocumentRoutes: RoutesPlugin = async (app, { ctx }) => {
  const documents = new AgencyDocumentService(ctx.db, ctx.storage, ctx.clock);

  registerEndpoint(app, ctx.guards, list, async (request) => ({
    data: { documents: await documents.list(agencyMember(request).agencyId) },
  }));

  registerEndpoint(app, ctx.guards, upload, async (request, reply) => {
    const who = agencyMember(request);
    const received = await receiveUpload(request, ctx.storage, 'document', {
      fields: uploadAgencyDocumentFieldsSchema,
      beforeStaging: ({ category }) => documents.assertCategoryFree(who.agencyId, category),
    });
    const document = await documents.upload(who, received);
    return reply.code(upload.status).send({ data: { document } });
  });

  registerEndpoint(app, ctx.guards, replace, async (request) => {
    const who = agencyMember(request);
    const received = await receiveUpload(request, ctx.storage, 'document', {
      beforeStaging: () => documents.assertOwned(who.agencyId, request.params.id),
    });
    return { data: { document: await documents.replace(who, request.params.id, received) } };
  });

  registerEndpoint(app, ctx.guards, remove, async (request) => {
    await documents.remove(agencyMember(request).agencyId, request.params.id);
    return { ok: true as const };
  });

  registerEndpoint(app, ctx.guards, file, async (request, reply) => {
    const { document, object } = await documents.file(
      requireSession(request).user,
      request.params.id,
    );
    return sendStoredDocument(reply, document, object);
  });

  registerEndpoint(app, ctx.guards, adminList, async (request) => ({
    data: { documents: await documents.listOfAgency(request.params.id) },
  }));
};
