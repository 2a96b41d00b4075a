import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connection';
import { seedIfEmpty } from '../db/seed';
import './provided-context';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.BAYTI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite copied from the
 * run's template, or a new schema of TEST_DATABASE_URL dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database =
    testDatabaseKind() === 'postgres' ? await openPostgresSchema() : await openPgliteCopy();
  // A no-op on the template; real work on a new schema. Either way the suite runs the migrator.
  await seedIfEmpty(database.db);
  return database;
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const template = await fs.readFile(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([template]) });
  await database.migrate();
  return database;
}

async function openPostgresSchema(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `bayti_test_${randomBytes(6).toString('hex')}`;

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();

  const database = await openPostgres({ url, searchPath: `${schema},public`, maxConnections: 4 });
  await database.migrate({
    migrationsFolder: inject('postgresMigrations'),
    migrationsSchema: schema,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA "${schema}" CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
