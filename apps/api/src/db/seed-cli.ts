import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { seedIfEmpty } from './seed';

/**
 * `npm run db:seed -w @bayti/api`: migrates and seeds the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR) if it is empty. Never touches a database that already has data.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  console.warn(seeded ? 'Seeded the demo data.' : 'The database already has data; nothing seeded.');
} finally {
  await database.close();
}
