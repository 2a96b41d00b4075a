import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/connection';
import { RESYNC_EVENT, type LiveHub } from './hub';
import { encodeLiveMessage } from './message';
import { TopicListeners } from './topic-listeners';

export interface PostgresHubOptions {
  /** The database's connection string: the listening connection is opened on it. */
  url: string;
  /** Publishes through the app's own pool (a NOTIFY is one short statement). */
  db: Database;
  /** The NOTIFY channel: every instance of one deployment uses the same; tests use their own. */
  channel: string;
  log: FastifyBaseLogger;
  /** The longest wait between two attempts to listen again; default 5 s. */
  maxRetryDelayMs?: number;
}

/** A channel is an identifier written into LISTEN, so only plain lower-case names are accepted. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Live updates across instances through PostgreSQL LISTEN/NOTIFY, when there is no Redis. One
 * dedicated connection per instance listens on one channel that carries every topic; a publish is
 * `select pg_notify(channel, message)` on the pool, which PostgreSQL delivers to every listening
 * connection of the same database (docs/decisions/0032).
 *
 * The first LISTEN happens at start and stops the start with a clear message if it fails. A
 * listening connection lost later is opened again with a growing delay (0.2 s up to 5 s) and
 * listens again; its subscribers are then told to resync, since notifications sent meanwhile are
 * lost.
 */
export async function createPostgresHub(options: PostgresHubOptions): Promise<LiveHub> {
  const { channel, log } = options;
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid live update channel name '${channel}'`);
  const listeners = new TopicListeners(log);
  const maxDelay = options.maxRetryDelayMs ?? 5_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    // Set before connecting: an error must never go unheard (it would end the process).
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) {
        listeners.deliverMessage(notification.payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Closed while connecting: nobody will end this connection later.
    if (closed) await next.end().catch(() => {});
    else client = next;
  }

  function lost(which: pg.Client, error: Error): void {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    log.warn({ err: error }, 'live updates: lost the PostgreSQL LISTEN connection');
    scheduleRetry();
  }

  function scheduleRetry(): void {
    const delay = Math.min(200 * 2 ** failures, maxDelay);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      listen().then(
        () => {
          failures = 0;
          if (closed) return;
          log.info('live updates: listening on PostgreSQL again');
          listeners.deliverToAll(RESYNC_EVENT);
        },
        () => scheduleRetry(),
      );
    }, delay);
  }

  try {
    await listen();
  } catch (error) {
    throw new Error(`Cannot LISTEN on PostgreSQL for live updates: ${(error as Error).message}`);
  }

  return {
    async publish(topic, event) {
      await options.db.execute(
        sql`select pg_notify(${channel}, ${encodeLiveMessage(topic, event)})`,
      );
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
