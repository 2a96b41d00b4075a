import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../db/connection';
import './provided-context';

/**
 * Each test file gets its own schema. drizzle-kit qualifies foreign keys with "public", so the
 * run uses a copy of the migrations without that qualifier (names then resolve through
 * search_path), applied by the same drizzle migrator. pg_trgm is installed once, in public.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  } finally {
    await client.end();
  }

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-pg-migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  for (const name of await fs.readdir(dir)) {
    if (!name.endsWith('.sql')) continue;
    const file = path.join(dir, name);
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replaceAll('"public".', ''));
  }
  project.provide('postgresMigrations', dir);

  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
