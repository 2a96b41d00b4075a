import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connection';
import { seedIfEmpty } from '../db/seed';
import { databaseUrl } from './postgres-databases';
import './provided-context';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.BAYTI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite copied from the
 * run's template, or on TEST_DATABASE_URL's server a new database copied from the run's template
 * and dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database =
    testDatabaseKind() === 'postgres' ? await openPostgresCopy() : await openPgliteCopy();
  // Both copies are already migrated and seeded: the migrator and the seed find nothing to do,
  // which the suite still runs through as a server starting on an existing database would.
  await seedIfEmpty(database.db);
  return database;
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const template = await fs.readFile(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([template]) });
  await database.migrate();
  return database;
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `bayti_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  const database = await openPostgres({ url: databaseUrl(url, name), maxConnections: 4 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
