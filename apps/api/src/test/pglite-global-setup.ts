import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/connection';
import { seedIfEmpty } from '../db/seed';
import './provided-context';

/**
 * Creating a PGlite database (initdb) and migrating it costs seconds; loading a dump costs about
 * one. So the run builds one migrated, seeded template and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db);
  const dump = await database.client.dumpDataDir('none');
  await database.close();

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-pglite-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
