import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { candidatesVersion } from '../../db/schema';

/**
 * Reads the current candidates version (moved on by every statement that writes candidates, in
 * the same transaction: migration 0011): what the counts caches are keyed by. A named prepared
 * statement, as every list request sends it: parsed and planned once per connection.
 */
export function candidatesVersionReader(db: Database): () => Promise<number> {
  // Prepared on first use, not when the routes are built: building the app touches no database.
  let query: ReturnType<typeof prepare> | undefined;
  const prepare = () =>
    db
      .select({ version: candidatesVersion.version })
      .from(candidatesVersion)
      .where(eq(candidatesVersion.id, 1))
      .prepare('candidates_version');
  return async () => {
    query ??= prepare();
    const [row] = await query.execute();
    // The migration inserts the row; without it nothing can be trusted, so nothing is reused.
    return row?.version ?? -1;
  };
}
