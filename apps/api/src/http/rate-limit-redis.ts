import { RateLimiterRedis } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { limiterOptions, type Limiters } from './rate-limit';

/**
 * Counters shared by every instance through Redis (REDIS_URL), by rate-limiter-flexible; Redis
 * keeps each window's time to live. Connects at start: a wrong URL or an unreachable server stops
 * the start with a clear message rather than serving without limits. Once running, a lost
 * connection fails the counted requests at once (no offline queue that would hang them) while the
 * client reconnects.
 */
export async function connectRedisLimiters(
  url: string,
  /** Keeps Bayti's keys apart from anything else in the same Redis (and test runs apart). */
  prefix: string,
): Promise<{ limiters: Limiters; close: () => Promise<void> }> {
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // At start, give up at once (the caller reports it); later, keep trying.
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min(retries * 200, 5_000) : cause,
    },
  });
  // Without a listener an 'error' event would end the process; reconnecting is the client's job.
  client.on('error', () => {});
  try {
    await client.connect();
    connected = true;
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  return {
    limiters: (limit) =>
      new RateLimiterRedis({
        ...limiterOptions(limit),
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        // The library puts a ':' between its prefix and the key.
        keyPrefix: prefix.replace(/:$/, ''),
      }),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
