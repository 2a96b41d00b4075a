import { z } from 'zod';
import { dataEnvelope } from './common';
import { documentUploadFieldsSchema, storedDocumentSchema } from './documents';
import { AGENCY_DOCUMENT_CATEGORIES } from './option-values';

/*
 * The agency dashboard's Documents: one file per category, pdf, docx or txt, checked by
 * content like a worker's documents. Members of the agency manage them; the admin reads them.
 */

export const agencyDocumentCategorySchema = z.enum(AGENCY_DOCUMENT_CATEGORIES);
export type AgencyDocumentCategory = z.infer<typeof agencyDocumentCategorySchema>;

export const agencyDocumentSchema = storedDocumentSchema(agencyDocumentCategorySchema);
export type AgencyDocument = z.infer<typeof agencyDocumentSchema>;

/** GET /agency/documents and GET /admin/agencies/:id/documents: in category order. */
export const agencyDocumentsResponseSchema = dataEnvelope({
  documents: z.array(agencyDocumentSchema),
});
export type AgencyDocumentsResponse = z.infer<typeof agencyDocumentsResponseSchema>;

/** POST /agency/documents and PUT /agency/documents/:id */
export const agencyDocumentResponseSchema = dataEnvelope({ document: agencyDocumentSchema });
export type AgencyDocumentResponse = z.infer<typeof agencyDocumentResponseSchema>;

/** The text field of the POST multipart form (before `file`); a full category answers 409. */
export const uploadAgencyDocumentFieldsSchema = documentUploadFieldsSchema(
  agencyDocumentCategorySchema,
);
export type UploadAgencyDocumentFields = z.infer<typeof uploadAgencyDocumentFieldsSchema>;
