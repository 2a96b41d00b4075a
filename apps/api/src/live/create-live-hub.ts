import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import type { LiveHub } from './hub';
import { createMemoryHub } from './memory-hub';
import { createPostgresHub } from './postgres-hub';
import { createRedisHub } from './redis-hub';

export interface LiveHubOptions {
  /** REDIS_URL and REDIS_KEY_PREFIX (config.redis), when set. */
  redis?: { url: string; keyPrefix: string } | undefined;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The PostgreSQL NOTIFY channel; default 'bayti_live' (tests give each file its own). */
  channel?: string;
}

export const DEFAULT_LIVE_CHANNEL = 'bayti_live';

/**
 * The fan-out that reaches every instance this deployment can run: Redis pub/sub when REDIS_URL
 * is set, else PostgreSQL LISTEN/NOTIFY on a PostgreSQL database, else (the embedded PGlite, one
 * process by nature) within the process. Connects at start; an unreachable Redis or a refused
 * LISTEN stops the start with a clear message.
 */
export async function createLiveHub(options: LiveHubOptions): Promise<LiveHub> {
  const { redis, database, log } = options;
  if (redis) return createRedisHub({ ...redis, log });
  if (database.driver === 'postgres') {
    if (!database.url) throw new Error('A PostgreSQL database handle without its URL');
    return createPostgresHub({
      url: database.url,
      db: database.db,
      channel: options.channel ?? DEFAULT_LIVE_CHANNEL,
      log,
    });
  }
  return createMemoryHub(log);
}
