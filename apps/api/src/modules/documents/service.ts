import {
  MULTI_DOCUMENT_CATEGORY,
  type CandidateDocument,
  type CandidateDocumentCategory,
} from '@bayti/data/contract';
import { canReadWorkerFiles } from '../../auth/worker-file-access';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { candidateDocuments } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { DocumentStore } from '../document-store';

/**
 * My Documents: a worker's files in five categories, one each except Other Documents. She
 * writes her own; her file is read by her, an admin, or the agency managing her.
 */
export class DocumentService extends DocumentStore<CandidateDocument, CandidateDocumentCategory> {
  constructor(db: Database, storage: FileStorage, clock: Clock) {
    super(db, storage, clock, {
      table: candidateDocuments,
      owner: candidateDocuments.userId,
      ownerOf: (row) => (row as typeof candidateDocuments.$inferSelect).userId,
      writer: (userId: number) => ({ ownerId: userId, columns: { userId } }),
      multiCategory: MULTI_DOCUMENT_CATEGORY,
      mayRead: canReadWorkerFiles,
    });
  }
}
