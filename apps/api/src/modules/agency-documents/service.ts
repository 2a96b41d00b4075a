import {
  AGENCY_DOCUMENT_CATEGORIES,
  type AgencyDocument,
  type AgencyDocumentCategory,
} from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { agencies, agencyDocuments } from '../../db/schema';
import { notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { DocumentStore } from '../document-store';

type Member = { agencyId: number; userId: number };
type Row = typeof agencyDocuments.$inferSelect;

const categoryOrder = (row: { category: string }) =>
  AGENCY_DOCUMENT_CATEGORIES.indexOf(row.category as AgencyDocumentCategory);

/**
 * An agency's legal documents, one per category, in category order. Its members write them,
 * recorded as the uploader; its members and the admin read them.
 */
export class AgencyDocumentService extends DocumentStore<
  AgencyDocument,
  AgencyDocumentCategory,
  Member
> {
  constructor(db: Database, storage: FileStorage, clock: Clock) {
    super(db, storage, clock, {
      table: agencyDocuments,
      owner: agencyDocuments.agencyId,
      ownerOf: (row) => (row as Row).agencyId,
      writer: (member: Member) => ({
        ownerId: member.agencyId,
        columns: { agencyId: member.agencyId, uploadedBy: member.userId },
      }),
      order: (a, b) => categoryOrder(a) - categoryOrder(b),
      mayRead: (_db, viewer, agencyId) =>
        viewer.role === 'admin' ||
        ((viewer.role === 'agency' || viewer.role === 'staff') && viewer.agencyId === agencyId),
    });
  }

  /** The admin's read: 404 for an agency that does not exist. */
  async listOfAgency(agencyId: number): Promise<AgencyDocument[]> {
    if (!fitsIntegerColumn(agencyId)) throw notFound('agency.notFound');
    const [agency] = await this.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    if (!agency) throw notFound('agency.notFound');
    return this.list(agencyId);
  }
}
