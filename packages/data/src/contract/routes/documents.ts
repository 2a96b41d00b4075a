import type { okResponseSchema } from '../common';
import type {
  candidateDocumentResponseSchema,
  candidateDocumentsResponseSchema,
} from '../documents';
import { fileRoute, route } from './route';

/** The routes @bayti/data/client's documents.ts calls (method, path, what they answer); no zod at run time. */
export const documentsRoutes = {
  /**
   * A profile photo or video (the `image`/`video` paths point here). Public while the profile
   * is listed; otherwise only with the bearer of the owner, an admin or her managing agency.
   * Answers the file itself.
   */
  media: fileRoute('GET', '/media/:key'),
  candidateDocuments: route('GET', '/candidate/documents').answers<
    typeof candidateDocumentsResponseSchema
  >(),
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt; type read from content). */
  uploadCandidateDocument: route('POST', '/candidate/documents').answers<
    typeof candidateDocumentResponseSchema
  >(),
  /** Update: replaces the file (and title) of one document; the old file is deleted. */
  replaceCandidateDocument: route('PUT', '/candidate/documents/:id').answers<
    typeof candidateDocumentResponseSchema
  >(),
  deleteCandidateDocument: route('DELETE', '/candidate/documents/:id').answers<
    typeof okResponseSchema
  >(),
  /**
   * Download (View): the owner, an admin, or the agency managing the worker. Answers the file as
   * an attachment named after the document's title.
   */
  documentFile: fileRoute('GET', '/documents/:id/file'),
} as const;
