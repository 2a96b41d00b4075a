import {
  CANDIDATE_DOCUMENT_CATEGORIES,
  MULTI_DOCUMENT_CATEGORY,
  type CandidateDocumentCategory,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { inList } from './sql-helpers';

/**
 * A worker's documents (My Documents). They belong to her account, so she can upload before her
 * public profile exists. The file lives in storage under storage_key (a server-generated name);
 * title is the uploaded name, cleaned, for display and downloads only.
 */
export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<CandidateDocumentCategory>().notNull(),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last Modified: the upload, or the latest Update. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('candidate_documents_user_id_idx').on(t.userId, t.id),
    uniqueIndex('candidate_documents_storage_key_unique').on(t.storageKey),
    // One document per category, except Other Documents.
    uniqueIndex('candidate_documents_one_per_category')
      .on(t.userId, t.category)
      .where(sql.raw(`category <> '${MULTI_DOCUMENT_CATEGORY}'`)),
    check('candidate_documents_category_check', inList(t.category, CANDIDATE_DOCUMENT_CATEGORIES)),
  ],
);

export const PROFILE_MEDIA_KINDS = ['photo', 'video'] as const;
export type ProfileMediaKind = (typeof PROFILE_MEDIA_KINDS)[number];

/**
 * Profile photo and video uploads, one of each per worker. The candidates row points at them
 * through its image/video paths; this table says which account owns a media key.
 */
export const profileMedia = pgTable(
  'profile_media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileMediaKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('profile_media_user_kind_unique').on(t.userId, t.kind),
    uniqueIndex('profile_media_storage_key_unique').on(t.storageKey),
    check('profile_media_kind_check', inList(t.kind, PROFILE_MEDIA_KINDS)),
  ],
);
