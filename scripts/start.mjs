#!/usr/bin/env node
/**
 * `npm start`: builds what is missing (turbo restores unchanged builds from its cache) and runs
 * the API server, which also serves the built portal on the same port (PORT, default 3000).
 * With no DATABASE_URL the data lives in an embedded PostgreSQL under DATA_DIR (default ./.data).
 */
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@bayti/portal', '--output-logs=errors-only'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
