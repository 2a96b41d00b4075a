import { AGENCY_DOCUMENT_CATEGORIES, type AgencyDocumentCategory } from '@bayti/data/contract';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { agencies } from './agencies';
import { inList } from './sql-helpers';

/**
 * An agency's legal documents (agency dashboard, Documents): one per category. The file lives in
 * storage under storage_key (a server-generated name); title is the uploaded name, cleaned.
 */
export const agencyDocuments = pgTable(
  'agency_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    category: text('category').$type<AgencyDocumentCategory>().notNull(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The member who uploaded the current file; kept when that account is deleted. */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last Modified: the upload, or the latest Update. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One document per category, and the list's lookup by agency.
    uniqueIndex('agency_documents_agency_category_unique').on(t.agencyId, t.category),
    uniqueIndex('agency_documents_storage_key_unique').on(t.storageKey),
    check('agency_documents_category_check', inList(t.category, AGENCY_DOCUMENT_CATEGORIES)),
  ],
);
