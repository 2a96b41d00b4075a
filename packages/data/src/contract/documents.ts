import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { DOCUMENT_EXTENSIONS, documentCategorySchema } from './options';
import { documentStatusSchema } from './statuses';

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

/** Upload file names must end in .pdf, .docx or .txt (§5). */
export const documentFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(EXTENSION, `Upload a ${DOCUMENT_EXTENSIONS.join(', ')} file`);
