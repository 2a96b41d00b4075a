import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { seedAsConfigured } from './seed';

/**
 * `npm run db:seed -w @bayti/api`: migrates the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR) and seeds it as a start would: the demo data on the embedded default or with
 * SEED_DEMO=true, the reference data alone otherwise. Never touches a database that has accounts.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.warn(`Seeded: ${await seedAsConfigured(database.db, config)}.`);
} finally {
  await database.close();
}
