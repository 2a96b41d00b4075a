import { MAX_DOCUMENT_BYTES, UPLOAD_FILE_FIELD } from '../constants';
import { allow, routesOf, visitor } from './route';

const { route, fileRoute } = routesOf('documents');

/** The routes @bayti/data/client's documents.ts calls; no zod at run time. */
export const documentsRoutes = {
  /**
   * A profile photo or video (the `image`/`video` paths point here). Public while the profile
   * is listed; otherwise only with the bearer of the owner, an admin or her managing agency.
   * Answers the file itself.
   */
  media: fileRoute('GET', '/media/:key', {
    access: visitor('listedOrAuthorised'),
    doc: 'A profile photo or video: public when the profile is listed, else authorised',
    errors: ['not_found'],
    tag: 'candidate profile',
    params: 'mediaKeyParamsSchema',
  }),
  candidateDocuments: route('GET', '/candidate/documents', {
    access: allow(['candidate'], 'self'),
    doc: "The worker's own documents (My Documents)",
    response: 'candidateDocumentsResponseSchema',
  }),
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt; type read from content). */
  uploadCandidateDocument: route('POST', '/candidate/documents', {
    access: allow(['candidate'], 'self'),
    doc: 'Upload a document: multipart `category` then `file` (pdf, docx, txt; 10 MB)',
    errors: ['conflict'],
    multipart: {
      fields: 'uploadCandidateDocumentFieldsSchema',
      file: UPLOAD_FILE_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
    },
    response: 'candidateDocumentResponseSchema',
    status: 201,
  }),
  /** Update: replaces the file (and title) of one document; the old file is deleted. */
  replaceCandidateDocument: route('PUT', '/candidate/documents/:id', {
    access: allow(['candidate'], 'ownDocument'),
    doc: 'Update: replace the file of one of her documents (multipart `file`)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: 'candidateDocumentResponseSchema',
  }),
  deleteCandidateDocument: route('DELETE', '/candidate/documents/:id', {
    access: allow(['candidate'], 'ownDocument'),
    doc: 'Delete one of her documents and its file',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'okResponseSchema',
  }),
  /**
   * Download (View): the owner, an admin, or the agency managing the worker. Answers the file as
   * an attachment named after the document's title.
   */
  documentFile: fileRoute('GET', '/documents/:id/file', {
    access: allow(['candidate', 'admin', 'agency', 'staff'], 'workerFile'),
    doc: 'Download a document: the worker, an admin, or the agency managing her',
    errors: ['not_found'],
    params: 'idParamsSchema',
  }),
} as const;
