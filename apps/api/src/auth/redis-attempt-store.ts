import { createClient } from 'redis';
import { AppError } from '../errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/error-response';
import type { AttemptStore, AttemptWindow } from './attempt-store';

/**
 * One hash per key: `count` and `resetAt` (ms, from the caller's clock, so every instance and the
 * tests' clock agree on when a window ends). Redis also expires the key a little after the window,
 * so nothing piles up. The script runs atomically: two instances counting at once lose no hit.
 */
const INCREMENT = `
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
if resetAt == nil or resetAt <= now then
  resetAt = now + windowMs
  redis.call('HSET', KEYS[1], 'count', 1, 'resetAt', resetAt)
  redis.call('PEXPIRE', KEYS[1], windowMs + 60000)
  return {1, tostring(resetAt)}
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
return {count, tostring(resetAt)}
`;

type RedisClient = ReturnType<typeof createClient>;

/**
 * Redis away (restart, network): the counted request is refused with 503, never let through
 * uncounted (that would lift the limits) and never a 500.
 */
async function unavailableOnFailure<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch {
    throw new AppError('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: 5,
    });
  }
}

/** Failed sign-in and request counters shared by every instance through Redis (REDIS_URL). */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly client: RedisClient,
    /** Keeps Bayti's keys apart from anything else in the same Redis (and test runs apart). */
    private readonly prefix: string,
  ) {}

  async peek(key: string, nowMs: number): Promise<AttemptWindow | null> {
    const [count, resetAt] = await unavailableOnFailure(
      this.client.hmGet(this.prefix + key, ['count', 'resetAt']),
    );
    if (count == null || resetAt == null) return null;
    const resetAtMs = Number(resetAt);
    if (resetAtMs <= nowMs) return null;
    return { count: Number(count), resetAtMs };
  }

  async increment(key: string, windowMs: number, nowMs: number): Promise<AttemptWindow> {
    const reply = (await unavailableOnFailure(
      this.client.eval(INCREMENT, {
        keys: [this.prefix + key],
        arguments: [String(nowMs), String(Math.ceil(windowMs))],
      }),
    )) as [number, string];
    return { count: Number(reply[0]), resetAtMs: Number(reply[1]) };
  }

  async reset(key: string): Promise<void> {
    await unavailableOnFailure(this.client.del(this.prefix + key));
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}

/**
 * Connects to Redis at start; a wrong URL or an unreachable server stops the start with a clear
 * message rather than serving without limits. Once running, a lost connection fails the counted
 * requests at once (no offline queue that would hang them) while the client reconnects.
 */
export async function connectRedisAttemptStore(
  url: string,
  prefix: string,
): Promise<RedisAttemptStore> {
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
  return new RedisAttemptStore(client, prefix);
}
