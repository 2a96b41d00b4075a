import { endpoints, uploadCandidateDocumentFieldsSchema } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
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

export const documentRoutes: RoutesPlugin = async (app, { ctx }) => {
  const documents = new DocumentService(ctx.db, ctx.storage, ctx.clock);

  registerEndpoint(app, ctx.guards, list, async (request) => ({
    data: { documents: await documents.list(requireSession(request).user.id) },
  }));

  registerEndpoint(app, ctx.guards, upload, async (request, reply) => {
    const userId = requireSession(request).user.id;
    const received = await receiveUpload(request, ctx.storage, 'document', {
      fields: uploadCandidateDocumentFieldsSchema,
      beforeStaging: ({ category }) => documents.assertCategoryFree(userId, category),
    });
    const document = await documents.upload(userId, received);
    return reply.code(upload.status).send({ data: { document } });
  });

  registerEndpoint(app, ctx.guards, replace, async (request) => {
    const userId = requireSession(request).user.id;
    const received = await receiveUpload(request, ctx.storage, 'document', {
      beforeStaging: async () => {
        await documents.assertOwned(userId, request.params.id);
      },
    });
    return { data: { document: await documents.replace(userId, request.params.id, received) } };
  });

  registerEndpoint(app, ctx.guards, remove, async (request) => {
    await documents.remove(requireSession(request).user.id, request.params.id);
    return { ok: true as const };
  });

  // Families never read workers' documents; who else may is decided per document.
  registerEndpoint(app, ctx.guards, file, async (request, reply) => {
    const { document, object } = await documents.file(
      requireSession(request).user,
      request.params.id,
    );
    return sendStoredDocument(reply, document, object);
  });
};
