import {
  AGENCY_DOCUMENT_CATEGORIES,
  type AgencyDocument,
  type AgencyDocumentCategory,
} from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { agencies, agencyDocuments } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { notFound } from '../../errors';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import type { ReceivedUpload } from '../../storage/receive-upload';
import { categoryTaken, commitThenSave, toStoredDocument } from '../documents/stored-documents';

export const AGENCY_DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';
export const AGENCY_NOT_FOUND = 'Agency not found';

type DocumentRow = typeof agencyDocuments.$inferSelect;

const categoryOrder = (category: AgencyDocumentCategory) =>
  AGENCY_DOCUMENT_CATEGORIES.indexOf(category);

const toDocument = (row: DocumentRow): AgencyDocument => toStoredDocument(row);

/**
 * An agency's legal documents, one per category (§2). Like a worker's documents, a file is
 * committed to storage before the row that names it and removed after that row is gone.
 * Every call is scoped to one agency: another agency's ids are simply not found.
 */
export class AgencyDocumentService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async list(agencyId: number): Promise<AgencyDocument[]> {
    const rows = await this.db
      .select()
      .from(agencyDocuments)
      .where(eq(agencyDocuments.agencyId, agencyId));
    return rows
      .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category))
      .map(toDocument);
  }

  /** The admin's read: 404 for an agency that does not exist. */
  async listOfAgency(agencyId: number): Promise<AgencyDocument[]> {
    if (!fitsIntegerColumn(agencyId)) throw notFound(AGENCY_NOT_FOUND);
    const [agency] = await this.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    if (!agency) throw notFound(AGENCY_NOT_FOUND);
    return this.list(agencyId);
  }

  async assertOwned(agencyId: number, id: number): Promise<void> {
    await this.own(agencyId, id);
  }

  private async own(agencyId: number, id: number): Promise<DocumentRow> {
    if (!fitsIntegerColumn(id)) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select()
      .from(agencyDocuments)
      .where(and(eq(agencyDocuments.id, id), eq(agencyDocuments.agencyId, agencyId)))
      .limit(1);
    if (!row) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Fails fast, before the upload is read, when the category already holds its document. */
  async assertCategoryFree(agencyId: number, category: AgencyDocumentCategory): Promise<void> {
    const [taken] = await this.db
      .select({ id: agencyDocuments.id })
      .from(agencyDocuments)
      .where(and(eq(agencyDocuments.agencyId, agencyId), eq(agencyDocuments.category, category)))
      .limit(1);
    if (taken) throw categoryTaken(category);
  }

  async upload(
    member: { agencyId: number; userId: number },
    upload: ReceivedUpload<{ category: AgencyDocumentCategory }>,
  ): Promise<AgencyDocument> {
    const { category } = upload.fields;
    const now = this.clock.now();
    try {
      const row = await commitThenSave(this.storage, upload, async (file) => {
        const [inserted] = await this.db
          .insert(agencyDocuments)
          .values({
            agencyId: member.agencyId,
            category,
            ...file,
            uploadedBy: member.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted;
      });
      return toDocument(row!);
    } catch (error) {
      // A second upload to the same category won the race.
      if (isUniqueViolation(error)) throw categoryTaken(category);
      throw error;
    }
  }

  /** Update: the new file and title replace the old; the old file is deleted. */
  async replace(
    member: { agencyId: number; userId: number },
    id: number,
    upload: ReceivedUpload<unknown>,
  ): Promise<AgencyDocument> {
    const previous = await this.own(member.agencyId, id);
    const row = await commitThenSave(this.storage, upload, async (file) => {
      const [updated] = await this.db
        .update(agencyDocuments)
        .set({ ...file, uploadedBy: member.userId, updatedAt: this.clock.now() })
        .where(
          and(
            eq(agencyDocuments.id, id),
            eq(agencyDocuments.agencyId, member.agencyId),
            // Unchanged since it was read: a concurrent Update or Delete wins, this one stops.
            eq(agencyDocuments.storageKey, previous.storageKey),
          ),
        )
        .returning();
      return updated;
    });
    if (!row) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    await this.storage.remove(previous.storageKey);
    return toDocument(row);
  }

  async remove(agencyId: number, id: number): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .delete(agencyDocuments)
      .where(and(eq(agencyDocuments.id, id), eq(agencyDocuments.agencyId, agencyId)))
      .returning({ storageKey: agencyDocuments.storageKey });
    if (!row) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    await this.storage.remove(row.storageKey);
  }

  /** The file for View: members of the owning agency and admins; anyone else gets 404. */
  async file(
    viewer: SessionUser,
    id: number,
  ): Promise<{ document: AgencyDocument; object: StoredObject }> {
    if (!fitsIntegerColumn(id)) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select()
      .from(agencyDocuments)
      .where(eq(agencyDocuments.id, id))
      .limit(1);
    const allowed =
      row !== undefined &&
      (viewer.role === 'admin' ||
        ((viewer.role === 'agency' || viewer.role === 'staff') &&
          viewer.agencyId === row.agencyId));
    if (!row || !allowed) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    const object = await this.storage.read(row.storageKey);
    if (!object) throw notFound(AGENCY_DOCUMENT_NOT_FOUND_MESSAGE);
    return { document: toDocument(row), object };
  }
}
