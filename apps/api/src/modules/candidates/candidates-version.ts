import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { candidatesVersion } from '../../db/schema';

/**
 * The current candidates version (moved on by every statement that writes candidates, in the
 * same transaction: migration 0011). One primary-key read; what the counts caches are keyed by.
 */
export async function readCandidatesVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: candidatesVersion.version })
    .from(candidatesVersion)
    .where(eq(candidatesVersion.id, 1));
  // The migration inserts the row; without it nothing can be trusted, so nothing is reused.
  return row?.version ?? -1;
}
