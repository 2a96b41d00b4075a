import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { candidates } from '../db/schema';
import type { SessionUser } from './sessions';

/**
 * Who may read a worker's private files (documents, the media of an unlisted profile): the
 * worker herself, an admin, and the agency (owner or staff) that manages her.
 */
export async function canReadWorkerFiles(
  db: Database,
  viewer: SessionUser,
  workerUserId: number,
): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'candidate') return viewer.id === workerUserId;
  if ((viewer.role === 'agency' || viewer.role === 'staff') && viewer.agencyId !== null) {
    const [row] = await db
      .select({ agencyId: candidates.agencyId })
      .from(candidates)
      .where(eq(candidates.userId, workerUserId))
      .limit(1);
    return row !== undefined && row.agencyId === viewer.agencyId;
  }
  return false;
}
