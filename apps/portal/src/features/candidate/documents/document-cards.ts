import {
  CANDIDATE_DOCUMENT_CATEGORIES,
  DOCUMENT_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MULTI_DOCUMENT_CATEGORY,
  documentFileNameSchema,
  type CandidateDocument,
  type CandidateDocumentCategory,
} from '@bayti/data/contract';

/** What the file picker offers: pdf, docx and txt. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Why a chosen file cannot be sent, checked before uploading (the server reads the content and
 * has the last word): a name outside pdf, docx, txt, or more than the size limit.
 */
export function documentFileProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | null {
  if (!documentFileNameSchema.safeParse(file.name).success) return 'type';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return null;
}

/** One card of My Documents: a stored document, or an empty slot of its category. */
export interface DocumentSlot {
  /** Stable across uploads of a single-document category, so its messages stay put. */
  key: string;
  category: CandidateDocumentCategory;
  document: CandidateDocument | null;
}

export const holdsMany = (category: CandidateDocumentCategory) =>
  category === MULTI_DOCUMENT_CATEGORY;

/**
 * The cards in category order (Passport, ID Proof, Driving License, Professional License, Other
 * Documents): one per category, whose document fills it; Other Documents lists each of its
 * documents (an empty card when it has none), since only it holds more than one.
 */
export function documentSlots(documents: readonly CandidateDocument[]): DocumentSlot[] {
  return CANDIDATE_DOCUMENT_CATEGORIES.flatMap((category): DocumentSlot[] => {
    const inCategory = documents.filter((document) => document.category === category);
    if (holdsMany(category) && inCategory.length > 0) {
      return inCategory.map((document) => ({
        key: `${category}:${document.id}`,
        category,
        document,
      }));
    }
    return [{ key: category, category, document: inCategory[0] ?? null }];
  });
}

/** The categories a new document may go to: the empty ones, and Other Documents always. */
export const openCategories = (documents: readonly CandidateDocument[]) =>
  CANDIDATE_DOCUMENT_CATEGORIES.filter(
    (category) => holdsMany(category) || !documents.some((doc) => doc.category === category),
  );
