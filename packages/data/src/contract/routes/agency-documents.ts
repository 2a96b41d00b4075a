import type {
  agencyDocumentResponseSchema,
  agencyDocumentsResponseSchema,
} from '../agency-documents';
import type { okResponseSchema } from '../common';
import { fileRoute, route } from './route';

/** The routes @bayti/data/client's agency-documents.ts calls (method, path, what they answer); no zod at run time. */
export const agencyDocumentsRoutes = {
  /** The member's agency's documents, one per category. */
  agencyDocuments: route('GET', '/agency/documents').answers<
    typeof agencyDocumentsResponseSchema
  >(),
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt); 409 when the category is full. */
  uploadAgencyDocument: route('POST', '/agency/documents').answers<
    typeof agencyDocumentResponseSchema
  >(),
  /** Update: replaces the file (and title) of one document; the old file is deleted. */
  replaceAgencyDocument: route('PUT', '/agency/documents/:id').answers<
    typeof agencyDocumentResponseSchema
  >(),
  deleteAgencyDocument: route('DELETE', '/agency/documents/:id').answers<typeof okResponseSchema>(),
  /** View: the file as an attachment, for the agency's members and admins. */
  agencyDocumentFile: fileRoute('GET', '/agency/documents/:id/file'),
  /** The admin reads any agency's documents (agency detail page). */
  adminAgencyDocuments: route('GET', '/admin/agencies/:id/documents').answers<
    typeof agencyDocumentsResponseSchema
  >(),
} as const;
