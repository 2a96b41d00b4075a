import {
  MULTI_DOCUMENT_CATEGORY,
  type CandidateDocument,
  type CandidateDocumentCategory,
} from '@bayti/data/contract';
import { and, asc, eq } from 'drizzle-orm';
import { canReadWorkerFiles } from '../../auth/worker-file-access';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { candidateDocuments } from '../../db/schema';
import { fitsIntegerColumn } from '../../db/int-range';
import { isUniqueViolation } from '../../db/unique-violation';
import { notFound } from '../../errors';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import type { ReceivedUpload } from '../../storage/receive-upload';
import { categoryTaken, commitThenSave, toStoredDocument } from './stored-documents';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

type DocumentRow = typeof candidateDocuments.$inferSelect;

const toDocument = (row: DocumentRow): CandidateDocument => toStoredDocument(row);

/**
 * My Documents: a worker's files in five categories, one each except Other Documents (§2).
 * Files are committed to storage before the row that names them, and removed after the row
 * that named them is gone, so a row never points at a missing file.
 */
export class DocumentService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<CandidateDocument[]> {
    const rows = await this.db
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.userId, userId))
      .orderBy(asc(candidateDocuments.id));
    return rows.map(toDocument);
  }

  /** 404 unless the document is hers. */
  async assertOwned(userId: number, id: number): Promise<void> {
    await this.own(userId, id);
  }

  private async own(userId: number, id: number): Promise<DocumentRow> {
    if (!fitsIntegerColumn(id)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select()
      .from(candidateDocuments)
      .where(and(eq(candidateDocuments.id, id), eq(candidateDocuments.userId, userId)))
      .limit(1);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Fails fast, before the upload is read, when the category already holds its document. */
  async assertCategoryFree(userId: number, category: CandidateDocumentCategory): Promise<void> {
    if (category === MULTI_DOCUMENT_CATEGORY) return;
    const [taken] = await this.db
      .select({ id: candidateDocuments.id })
      .from(candidateDocuments)
      .where(and(eq(candidateDocuments.userId, userId), eq(candidateDocuments.category, category)))
      .limit(1);
    if (taken) throw categoryTaken(category);
  }

  async upload(
    userId: number,
    upload: ReceivedUpload<{ category: CandidateDocumentCategory }>,
  ): Promise<CandidateDocument> {
    const { category } = upload.fields;
    const now = this.clock.now();
    try {
      const row = await commitThenSave(this.storage, upload, async (file) => {
        const [inserted] = await this.db
          .insert(candidateDocuments)
          .values({ userId, category, ...file, createdAt: now, updatedAt: now })
          .returning();
        return inserted;
      });
      return toDocument(row!);
    } catch (error) {
      // A second upload to the same category won the race (candidate_documents_one_per_category).
      if (isUniqueViolation(error)) throw categoryTaken(category);
      throw error;
    }
  }

  /** Update: the new file and title replace the old; the old file is deleted. */
  async replace(
    userId: number,
    id: number,
    upload: ReceivedUpload<unknown>,
  ): Promise<CandidateDocument> {
    const previous = await this.own(userId, id);
    const row = await commitThenSave(this.storage, upload, async (file) => {
      const [updated] = await this.db
        .update(candidateDocuments)
        .set({ ...file, updatedAt: this.clock.now() })
        .where(
          and(
            eq(candidateDocuments.id, id),
            eq(candidateDocuments.userId, userId),
            // Unchanged since it was read: a concurrent Update or Delete wins, this one stops.
            eq(candidateDocuments.storageKey, previous.storageKey),
          ),
        )
        .returning();
      return updated;
    });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    await this.storage.remove(previous.storageKey);
    return toDocument(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .delete(candidateDocuments)
      .where(and(eq(candidateDocuments.id, id), eq(candidateDocuments.userId, userId)))
      .returning({ storageKey: candidateDocuments.storageKey });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    await this.storage.remove(row.storageKey);
  }

  /**
   * The file for a download, if the viewer may read it (owner, admin, managing agency). Anyone
   * else gets the same 404 as for a missing document, so ids reveal nothing.
   */
  async file(
    viewer: SessionUser,
    id: number,
  ): Promise<{ document: CandidateDocument; object: StoredObject }> {
    if (!fitsIntegerColumn(id)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.id, id))
      .limit(1);
    if (!row || !(await canReadWorkerFiles(this.db, viewer, row.userId)))
      throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const object = await this.storage.read(row.storageKey);
    if (!object) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    return { document: toDocument(row), object };
  }
}
