import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/connection';
import { events, users } from '../db/schema';
import { emitEvent } from '../events/emit';
import type { MailMessage, MailTransport } from '../mail/mailer';
import { demoEmail, startTestApp, type TestApp } from '../test/harness';
import { deliverEvents } from './deliver-events';
import { createPgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';

/**
 * Two servers working the same queue over the same database (each with its own connections on
 * PostgreSQL): every event becomes exactly one email, whichever server takes it.
 */
const sent: MailMessage[] = [];
const mail: MailTransport = {
  kind: 'smtp',
  async send(message) {
    // A slow SMTP server widens the window in which the other server could send it too.
    await new Promise((resolve) => setTimeout(resolve, 5));
    sent.push(message);
  },
};

let t: TestApp;
const handles: DatabaseHandle[] = [];
const queues: JobQueue[] = [];

function serverQueue(database: DatabaseHandle): JobQueue {
  const deliver = () =>
    deliverEvents({
      db: database.db,
      clock: t.clock,
      mail,
      log: t.app.log,
      publicUrl: 'https://bayti.test',
    });
  const idle = async () => {};
  return createPgBossQueue({
    database,
    schema: 'pgboss',
    log: t.app.log,
    pollingIntervalSeconds: 0.5,
    handlers: {
      'deliver-events': deliver,
      'listing-freshness': idle,
      'plan-ending': idle,
      'offer-expiry': idle,
      'refund-overdue': idle,
      'interview-reminders': idle,
      'hire-reviews': idle,
      'job-post-matches': idle,
    },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const second =
    t.database.driver === 'postgres'
      ? await openPostgres({ url: t.database.url!, maxConnections: 4 })
      : t.database;
  if (second !== t.database) handles.push(second);
  queues.push(serverQueue(t.database), serverQueue(second));
  // One at a time: both would create pg-boss's tables at once otherwise (a real deployment
  // migrates before it starts its servers too).
  for (const queue of queues) await queue.start();
}, 120_000);
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const handle of handles) await handle.close();
  await t.close();
});

describe('two servers running the jobs', () => {
  it('send each event’s email once', async () => {
    const db = t.database.db;
    const [family] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('client')));
    const count = 24;
    for (let n = 0; n < count; n += 1) {
      await emitEvent(db, t.clock.now(), {
        type: 'invoice.issued',
        recipientIds: [family!.id],
        params: { invoice: `INV-${n}`, amount: '195.00' },
      });
      // Both servers are woken for every event, as two servers answering requests would be.
      for (const queue of queues) queue.wake('deliver-events');
    }

    const deadline = Date.now() + 60_000;
    for (;;) {
      const [left] = await db
        .select({ id: events.id })
        .from(events)
        .where(isNull(events.deliveredAt))
        .limit(1);
      if (!left && sent.length >= count) break;
      if (Date.now() > deadline) throw new Error(`Only ${sent.length} of ${count} mails went`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Whatever was still queued has run by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const subjects = sent.map((message) => message.subject).sort();
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  }, 90_000);
});
