import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { openTestDatabase, testDatabaseKind } from '../test/test-database';
import { createLiveHub } from './create-live-hub';
import { hubContract, received, reconnectContract } from './hub-contract';
import { createPostgresHub } from './postgres-hub';
import { recordingLog } from './test-log';

/** A channel of this file's own: test files run side by side on one PostgreSQL server. */
const CHANNEL = `bayti_live_test_${randomBytes(6).toString('hex')}`;
const { log } = recordingLog();

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const instance = (channel = CHANNEL) => createLiveHub({ database, log, channel });

// Without Redis, instances meet through PostgreSQL: the suite runs in the api-postgres project
// (TEST_DATABASE_URL). The embedded PGlite is one process by nature, so there the events stay in
// it: that is what its project checks (rather than showing the suite as skipped).
if (testDatabaseKind() === 'postgres') {
  describe('live updates between two instances through PostgreSQL LISTEN/NOTIFY', () => {
    hubContract(
      () => instance(),
      () => instance(`${CHANNEL}_other`),
    );

    it('refuses a channel name that is not a plain identifier', async () => {
      await expect(instance('live; drop table users')).rejects.toThrow(
        /Invalid live update channel/,
      );
    });

    it('stops the start with a clear message when it cannot listen', async () => {
      await expect(
        createPostgresHub({
          url: 'postgres://nobody@127.0.0.1:1/none',
          db: database.db,
          channel: CHANNEL,
          log,
        }),
      ).rejects.toThrow(/Cannot LISTEN on PostgreSQL for live updates/);
    });
  });

  describe('live updates through PostgreSQL when the listening connection is lost', () => {
    reconnectContract({
      target: () => new URL(database.url!),
      defaultPort: 5432,
      open: (relayed) =>
        createPostgresHub({
          url: relayed.toString(),
          db: database.db,
          channel: CHANNEL,
          log,
          maxRetryDelayMs: 500,
        }),
      openPublisher: () => instance(),
    });
  });
} else {
  describe('live updates on the embedded PGlite', () => {
    it('are delivered within the process', async () => {
      const hub = await instance();
      try {
        const listener = received(hub, 'user:42');
        await hub.publish('user:42', { type: 'message.new' });
        expect(listener.events).toEqual([{ type: 'message.new' }]);
      } finally {
        await hub.close();
      }
    });
  });
}
