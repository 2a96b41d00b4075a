import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/connection';
import { seedIfEmpty } from '../db/seed';
import { databaseUrl } from './postgres-databases';
import './provided-context';

/**
 * Migrating and seeding (with its Argon2 hashes) costs each test file about a second; copying a
 * database that already holds them costs a tenth of that. So the run migrates and seeds one
 * template database, and every test file gets a copy of it (test-database.ts), dropped when the
 * file closes it. The template goes at the end of the run.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const template = `bayti_template_${randomBytes(6).toString('hex')}`;

  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${template}"`));
  const database = await openPostgres({ url: databaseUrl(url, template), maxConnections: 2 });
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
  } finally {
    // A template must have no connections while it is copied.
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return () =>
    withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`));
}

async function withAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
