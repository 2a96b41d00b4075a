import type { CandidateDocument } from '@bayti/data/contract';
import type { FastifyReply } from 'fastify';
import { conflict } from '../../errors';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import { attachmentDisposition } from '../../storage/file-names';
import { newStorageKey, type ReceivedUpload } from '../../storage/receive-upload';

/*
 * What a worker's documents (My Documents) and an agency's documents share: the answer made of a
 * row, the 409 of a full category, the file's life around the row that names it, and the download.
 * Each owner keeps its own table and scope (modules/documents, modules/agency-documents).
 */

/** The columns both document tables have. */
export interface StoredDocumentRow<Category extends string> {
  id: number;
  title: string;
  category: Category;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  updatedAt: Date;
}

/** The file columns a row is written with. */
export interface StoredFileColumns {
  title: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

export const toStoredDocument = <Category extends string>(row: StoredDocumentRow<Category>) => ({
  id: row.id,
  title: row.title,
  lastModified: row.updatedAt.toISOString(),
  category: row.category,
  status: 'Uploaded' as const,
  contentType: row.contentType as CandidateDocument['contentType'],
  sizeBytes: row.sizeBytes,
});

export const categoryTaken = (category: string) =>
  conflict(`A ${category} document is already uploaded. Use Update to replace it.`);

/**
 * Commits the upload's file under a new key, then lets `save` write the row that names it. When
 * `save` throws or writes nothing, the file is removed again, so no row points at a missing file
 * and no file is left without a row.
 */
export async function commitThenSave<T>(
  storage: FileStorage,
  upload: ReceivedUpload<unknown>,
  save: (file: StoredFileColumns) => Promise<T | undefined>,
): Promise<T | undefined> {
  const storageKey = newStorageKey('documents', upload.type);
  await storage.commit(upload.staged, storageKey);
  let saved: T | undefined;
  try {
    saved = await save({
      title: upload.title,
      storageKey,
      contentType: upload.type.contentType,
      sizeBytes: upload.staged.size,
    });
  } finally {
    if (saved === undefined) await storage.remove(storageKey);
  }
  return saved;
}

/** Answers a document's file as a private, non-sniffed attachment under its title. */
export function sendStoredDocument(
  reply: FastifyReply,
  document: { title: string; contentType: string },
  object: StoredObject,
) {
  const textual = document.contentType === 'text/plain';
  return reply
    .header('content-type', textual ? 'text/plain; charset=utf-8' : document.contentType)
    .header('content-disposition', attachmentDisposition(document.title))
    .header('content-length', object.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(object.stream);
}
