import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp } from './harness';

/** A test app whose uploads go to a temporary folder of its own; close removes both. */
export async function startTestAppWithUploads(name: string) {
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), `bayti-${name}-`));
  const t = await startTestApp({ UPLOADS_DIR: uploads });
  const close = async () => {
    await t.close();
    await fs.rm(uploads, { recursive: true, force: true });
  };
  return { t, uploads, close };
}
