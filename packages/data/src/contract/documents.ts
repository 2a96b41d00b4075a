import { z } from 'zod';
import { dataEnvelope, idSchema, isoDateTimeSchema } from './common';
import { DOCUMENT_CONTENT_TYPES } from './constants';
import { documentCategorySchema } from './options';
import { CANDIDATE_DOCUMENT_CATEGORIES, DOCUMENT_EXTENSIONS } from './option-values';
import { documentStatusSchema } from './statuses';
import { contractText } from './messages';

/** An uploaded document of a candidate or an agency: one card per category. */
export const documentSchema = z.object({
  id: idSchema,
  /** The uploaded file's name. */
  title: z.string().min(1),
  lastModified: isoDateTimeSchema,
  category: documentCategorySchema,
  status: documentStatusSchema,
});
export type Document = z.infer<typeof documentSchema>;

const EXTENSION = new RegExp(`\\.(${DOCUMENT_EXTENSIONS.join('|')})$`, 'i');

/** Upload file names must end in .pdf, .docx or .txt. */
export const documentFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(EXTENSION, contractText('documents.extension'));

export const candidateDocumentCategorySchema = z.enum(CANDIDATE_DOCUMENT_CATEGORIES);
export type CandidateDocumentCategory = z.infer<typeof candidateDocumentCategorySchema>;

export const DOCUMENT_MIME_TYPES = Object.values(DOCUMENT_CONTENT_TYPES) as [
  (typeof DOCUMENT_CONTENT_TYPES)[keyof typeof DOCUMENT_CONTENT_TYPES],
  ...(typeof DOCUMENT_CONTENT_TYPES)[keyof typeof DOCUMENT_CONTENT_TYPES][],
];
export const documentMimeTypeSchema = z.enum(DOCUMENT_MIME_TYPES);

/** A stored document (a worker's or an agency's) of the given categories. */
export function storedDocumentSchema<Category extends z.ZodType<string>>(category: Category) {
  return documentSchema.extend({
    category,
    contentType: documentMimeTypeSchema,
    sizeBytes: z.number().int().nonnegative(),
  });
}

/** The text field of a document upload's multipart form (before `file`). */
export const documentUploadFieldsSchema = <Category extends z.ZodType<string>>(
  category: Category,
) => z.object({ category });

/**
 * A worker's document (My Documents). `title` is the uploaded file's name, cleaned of any path
 * and control characters; the stored file has a server-generated name.
 */
export const candidateDocumentSchema = storedDocumentSchema(candidateDocumentCategorySchema);
export type CandidateDocument = z.infer<typeof candidateDocumentSchema>;

/** GET /candidate/documents: oldest first within each category. */
export const candidateDocumentsResponseSchema = dataEnvelope({
  documents: z.array(candidateDocumentSchema),
});
export type CandidateDocumentsResponse = z.infer<typeof candidateDocumentsResponseSchema>;

/** POST /candidate/documents and PUT /candidate/documents/:id */
export const candidateDocumentResponseSchema = dataEnvelope({ document: candidateDocumentSchema });
export type CandidateDocumentResponse = z.infer<typeof candidateDocumentResponseSchema>;

/**
 * The text fields of the POST /candidate/documents multipart form (besides `file`). One document
 * per category, except MULTI_DOCUMENT_CATEGORY: a second upload to a full category is 409.
 */
export const uploadCandidateDocumentFieldsSchema = documentUploadFieldsSchema(
  candidateDocumentCategorySchema,
);
export type UploadCandidateDocumentFields = z.infer<typeof uploadCandidateDocumentFieldsSchema>;
