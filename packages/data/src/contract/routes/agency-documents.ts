import { MAX_DOCUMENT_BYTES, UPLOAD_FILE_FIELD } from '../constants';
import { allow, routesOf } from './route';

const { route, fileRoute } = routesOf('agency');

/** The routes @bayti/data/client's agency-documents.ts calls; no zod at run time. */
export const agencyDocumentsRoutes = {
  /** The member's agency's documents, one per category. */
  agencyDocuments: route('GET', '/agency/documents', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "The member's agency's documents, in category order",
    errors: ['not_found'],
    response: 'agencyDocumentsResponseSchema',
  }),
  /** multipart/form-data: `category`, then `file` (pdf, docx, txt); 409 when the category is full. */
  uploadAgencyDocument: route('POST', '/agency/documents', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Upload a document: multipart `category` then `file` (pdf, docx, txt; 10 MB)',
    errors: ['not_found', 'conflict'],
    multipart: {
      fields: 'uploadAgencyDocumentFieldsSchema',
      file: UPLOAD_FILE_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
    },
    response: 'agencyDocumentResponseSchema',
    status: 201,
  }),
  /** Update: replaces the file (and title) of one document; the old file is deleted. */
  replaceAgencyDocument: route('PUT', '/agency/documents/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Update: replace the file of one of the agency documents (multipart `file`)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    multipart: { file: UPLOAD_FILE_FIELD, maxBytes: MAX_DOCUMENT_BYTES },
    response: 'agencyDocumentResponseSchema',
  }),
  deleteAgencyDocument: route('DELETE', '/agency/documents/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Delete one of the agency documents and its file',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'okResponseSchema',
  }),
  /** View: the file as an attachment, for the agency's members and admins. */
  agencyDocumentFile: fileRoute('GET', '/agency/documents/:id/file', {
    access: allow(['agency', 'staff', 'admin'], 'ownAgency'),
    doc: "Download an agency document: the agency's members or an admin",
    errors: ['not_found'],
    params: 'idParamsSchema',
  }),
  /** The admin reads any agency's documents (agency detail page). */
  adminAgencyDocuments: route('GET', '/admin/agencies/:id/documents', {
    access: allow(['admin']),
    doc: "An agency's documents (admin)",
    errors: ['not_found'],
    tag: 'admin',
    params: 'idParamsSchema',
    response: 'agencyDocumentsResponseSchema',
  }),
} as const;
