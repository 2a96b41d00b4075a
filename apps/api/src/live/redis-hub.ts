import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { RESYNC_EVENT, type LiveHub } from './hub';
import { encodeLiveMessage } from './message';
import { TopicListeners } from './topic-listeners';

export interface RedisHubOptions {
  url: string;
  /** Bayti's key prefix in that Redis (REDIS_KEY_PREFIX): the channel is `<prefix>live`. */
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * Live updates across instances through Redis pub/sub (REDIS_URL). One channel per deployment,
 * `<prefix>live`, carries every topic: each instance subscribes once at start and hands each
 * message to its own subscribers, so a new browser stream costs Redis nothing and hears every
 * event published after subscribe() returns (docs/decisions/0032).
 *
 * Like the rate-limit counters (http/rate-limit-redis.ts), it connects at start and stops the start
 * with a clear message when Redis cannot be reached. Later, a lost connection fails publishes at once
 * (no offline queue) while the clients reconnect; the subscriber subscribes again by itself, and
 * its subscribers are told to resync, since what was published meanwhile is lost.
 */
export async function createRedisHub(options: RedisHubOptions): Promise<LiveHub> {
  const channel = `${options.keyPrefix}live`;
  const listeners = new TopicListeners(options.log);
  let started = false;
  const publisher = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // At start, give up at once (the caller reports it); later, keep trying.
      reconnectStrategy: (retries: number, cause: Error) =>
        started ? Math.min(retries * 200, 5_000) : cause,
    },
  });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    // Without a listener an 'error' event would end the process; reconnecting is the client's job.
    client.on('error', (error: Error) => {
      if (started) options.log.warn({ err: error }, 'live updates: Redis connection error');
    });
  }
  subscriber.on('ready', () => {
    if (started) listeners.deliverToAll(RESYNC_EVENT);
  });

  const close = async () => {
    listeners.clear();
    for (const client of [subscriber, publisher]) if (client.isOpen) client.destroy();
  };
  try {
    await publisher.connect();
    await subscriber.connect();
    await subscriber.subscribe(channel, (message) => listeners.deliverMessage(message));
    started = true;
  } catch (error) {
    await close();
    throw new Error(
      `Cannot reach Redis at REDIS_URL for live updates: ${(error as Error).message}`,
    );
  }

  return {
    async publish(topic, event) {
      await publisher.publish(channel, encodeLiveMessage(topic, event));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    async close() {
      started = false;
      listeners.clear();
      // close() lets pending commands finish; a client still reconnecting has none to wait for.
      await Promise.all(
        [subscriber, publisher].map((client) =>
          client.isReady ? client.close() : client.isOpen ? client.destroy() : undefined,
        ),
      );
    },
  };
}
