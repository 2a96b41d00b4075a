import type { CandidateDocument } from '@bayti/data/contract';
import { and, asc, eq, type AnyColumn } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import type { agencyDocuments, candidateDocuments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import { attachmentDisposition } from '../../storage/file-names';
import { newStorageKey, type ReceivedUpload } from '../../storage/receive-upload';

/*
 * One document store for every owner of documents: a worker (My Documents), an agency (its legal
 * documents) and, for the file's life, a managed candidate. The owner brings its table and its
 * rules; the store keeps the answer made of a row, the 409 of a full category, the file's life
 * around the row that names it, and the download.
 */

/** The tables of documents: each has the file columns and one owner column. */
type DocumentTable = typeof candidateDocuments | typeof agencyDocuments;
type DocumentRow = DocumentTable['$inferSelect'];

/** What differs between owners of documents: the table, who owns a row, who may read it. */
export interface DocumentOwner<Writer> {
  table: DocumentTable;
  /** The column naming the owner (her account, the agency), and its value on a row. */
  owner: AnyColumn;
  ownerOf: (row: DocumentRow) => number;
  /** The owner a writer writes for, and the columns the row takes from the writer. */
  writer: (who: Writer) => { ownerId: number; columns: Record<string, unknown> };
  /** The one category that takes several documents, if any; every other takes one. */
  multiCategory?: string;
  /** The order of a list, when not by id. */
  order?: (a: DocumentRow, b: DocumentRow) => number;
  /** Whether the viewer may download a document of this owner; anyone else gets 404. */
  mayRead: (db: Database, viewer: SessionUser, ownerId: number) => boolean | Promise<boolean>;
}

/** The columns every document table has. */
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
  conflict('documents.alreadyUploaded', { category });

/**
 * Commits the upload's file under a new key, then lets `save` write the row that names it. When
 * `save` throws or writes nothing, the file is removed again, so no row points at a missing file
 * and no file is left without a row.
 */
export async function commitThenSave<T>(
  storage: FileStorage,
  upload: ReceivedUpload<unknown>,
  save: (file: StoredFileColumns) => Promise<T | undefined>,
  folder: 'documents' | 'media' = 'documents',
): Promise<T | undefined> {
  const storageKey = newStorageKey(folder, upload.type);
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

/**
 * An owner's documents. Files are committed to storage before the row that names them, and
 * removed after the row that named them is gone, so a row never points at a missing file. Every
 * call is scoped to one owner: another owner's ids are simply not found.
 */
export class DocumentStore<Document, Category extends string, Writer = number> {
  constructor(
    protected readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly rules: DocumentOwner<Writer>,
  ) {}

  private get table() {
    return this.rules.table as typeof candidateDocuments;
  }

  private toDocument(row: DocumentRow): Document {
    return toStoredDocument(row) as Document;
  }

  private ofOwner(ownerId: number, id: number) {
    return and(eq(this.table.id, id), eq(this.rules.owner, ownerId));
  }

  async list(ownerId: number): Promise<Document[]> {
    const rows: DocumentRow[] = await this.db
      .select()
      .from(this.table)
      .where(eq(this.rules.owner, ownerId))
      .orderBy(asc(this.table.id));
    if (this.rules.order) rows.sort(this.rules.order);
    return rows.map((row) => this.toDocument(row));
  }

  /** 404 unless the document is the owner's. */
  async assertOwned(ownerId: number, id: number): Promise<void> {
    await this.own(ownerId, id);
  }

  private async own(ownerId: number, id: number): Promise<DocumentRow> {
    if (!fitsIntegerColumn(id)) throw notFound('documents.notFound');
    const [row] = await this.db.select().from(this.table).where(this.ofOwner(ownerId, id)).limit(1);
    if (!row) throw notFound('documents.notFound');
    return row;
  }

  /** Fails fast, before the upload is read, when the category already holds its document. */
  async assertCategoryFree(ownerId: number, category: Category): Promise<void> {
    if (category === this.rules.multiCategory) return;
    const [taken] = await this.db
      .select({ id: this.table.id })
      .from(this.table)
      .where(and(eq(this.rules.owner, ownerId), eq(this.table.category, category as never)))
      .limit(1);
    if (taken) throw categoryTaken(category);
  }

  async upload(who: Writer, upload: ReceivedUpload<{ category: Category }>): Promise<Document> {
    const { category } = upload.fields;
    const { columns } = this.rules.writer(who);
    const now = this.clock.now();
    try {
      const row = await commitThenSave(this.storage, upload, async (file) => {
        const [inserted] = await this.db
          .insert(this.table)
          .values({ ...columns, category, ...file, createdAt: now, updatedAt: now } as never)
          .returning();
        return inserted;
      });
      return this.toDocument(row!);
    } catch (error) {
      // A second upload to the same category won the race (the table's unique index).
      if (isUniqueViolation(error)) throw categoryTaken(category);
      throw error;
    }
  }

  /** Update: the new file and title replace the old; the old file is deleted. */
  async replace(who: Writer, id: number, upload: ReceivedUpload<unknown>): Promise<Document> {
    const { ownerId, columns } = this.rules.writer(who);
    const previous = await this.own(ownerId, id);
    const row = await commitThenSave(this.storage, upload, async (file) => {
      const [updated] = await this.db
        .update(this.table)
        .set({ ...columns, ...file, updatedAt: this.clock.now() })
        .where(
          and(
            this.ofOwner(ownerId, id),
            // Unchanged since it was read: a concurrent Update or Delete wins, this one stops.
            eq(this.table.storageKey, previous.storageKey),
          ),
        )
        .returning();
      return updated;
    });
    if (!row) throw notFound('documents.notFound');
    await this.storage.remove(previous.storageKey);
    return this.toDocument(row);
  }

  async remove(ownerId: number, id: number): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound('documents.notFound');
    const [row] = await this.db
      .delete(this.table)
      .where(this.ofOwner(ownerId, id))
      .returning({ storageKey: this.table.storageKey });
    if (!row) throw notFound('documents.notFound');
    await this.storage.remove(row.storageKey);
  }

  /** The file for a download, if the viewer may read it; else the 404 of a missing document. */
  async file(
    viewer: SessionUser,
    id: number,
  ): Promise<{ document: Document; object: StoredObject }> {
    if (!fitsIntegerColumn(id)) throw notFound('documents.notFound');
    const [row] = await this.db.select().from(this.table).where(eq(this.table.id, id)).limit(1);
    if (!row || !(await this.rules.mayRead(this.db, viewer, this.rules.ownerOf(row))))
      throw notFound('documents.notFound');
    const object = await this.storage.read(row.storageKey);
    if (!object) throw notFound('documents.notFound');
    return { document: this.toDocument(row), object };
  }
}
