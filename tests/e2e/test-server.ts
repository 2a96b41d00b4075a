import { inject } from 'vitest';
import type { TestServer } from './server.global.ts';

/**
 * This worker's server. Vitest numbers its workers 1 to maxWorkers (VITEST_POOL_ID) and runs one
 * file at a time in each, so a file has its server to itself, as a journey on one server would.
 */
export function testServer(): TestServer {
  const servers = inject('servers');
  const server = servers[(Number(process.env.VITEST_POOL_ID) || 1) - 1];
  if (!server) throw new Error(`No e2e server for worker ${process.env.VITEST_POOL_ID}`);
  return server;
}
