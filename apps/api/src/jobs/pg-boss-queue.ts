import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, PgliteHandle } from '../db/connection';
import { JOB_NAMES, type JobName, type JobQueue } from './queue';

/** What each job does; every handler is idempotent (a job may run twice, or on two servers). */
export type JobHandlers = Record<JobName, () => Promise<unknown>>;

/** When each job also runs on its own (cron, Asia/Dubai); deliver-events mostly runs when woken. */
const SCHEDULES: Record<JobName, string> = {
  // A safety net for a wake-up that was lost (a server stopped right after a commit).
  'deliver-events': '* * * * *',
  'listing-freshness': '5 * * * *',
  'plan-ending': '10 * * * *',
  // Hourly: a pending offer reads expired at once; this records it and tells the family.
  'offer-expiry': '20 * * * *',
  // Daily, early morning in Dubai: the day after a refund's due date it is overdue.
  'refund-overdue': '15 6 * * *',
  // Every 10 minutes: the 24-hour and 1-hour reminders of agreed interviews go out on time.
  'interview-reminders': '*/10 * * * *',
  // Hourly: hires become reviewable on a UAE day, and reviews publish 14 days after opening.
  'hire-reviews': '25 * * * *',
  // Woken by each approval; every 5 minutes catches a lost wake-up.
  'job-post-matches': '*/5 * * * *',
};

export interface PgBossQueueOptions {
  database: DatabaseHandle;
  /** The schema pg-boss keeps its tables in. */
  schema: string;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs; a wake-up is picked up within this time. */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss over the embedded database: statements without parameters go through `exec`, because
 * pg-boss's own migrations send several statements at once, which a prepared query refuses.
 */
function pgliteAdapter(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * The job queue on pg-boss (docs/decisions/0023), in the same PostgreSQL as the data: on
 * PostgreSQL through its own small pool, on the embedded database through the PGlite client.
 * pg-boss hands each job to one worker (row locks), retries failures with backoff, and runs each
 * cron schedule once per minute whichever server holds it.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { database, log } = options;
  const connection =
    database.driver === 'pglite'
      ? { db: pgliteAdapter((database as PgliteHandle).client) }
      : { connectionString: database.url, max: 4 };
  const boss = new PgBoss({ ...connection, schema: options.schema });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  let started = false;

  return {
    async start() {
      await boss.start();
      for (const name of JOB_NAMES) {
        await boss.createQueue(name, {
          name,
          retryLimit: 5,
          retryDelay: 30,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
        });
        await boss.work(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async () => {
            await options.handlers[name]();
          },
        );
        await boss.schedule(name, SCHEDULES[name], {}, { tz: 'Asia/Dubai' });
      }
      started = true;
    },
    wake(name) {
      if (!started) return;
      boss.send(name, {}).catch((error: unknown) => {
        // The schedule runs the job within a minute anyway.
        log.warn({ err: error, job: name }, 'Waking a job failed');
      });
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
