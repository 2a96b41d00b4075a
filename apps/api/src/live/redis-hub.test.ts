import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { createLiveHub } from './create-live-hub';
import { hubContract, reconnectContract } from './hub-contract';
import { createRedisHub } from './redis-hub';
import { recordingLog } from './test-log';

/** The machine's (and CI's) Redis; every run publishes on channels of its own prefix. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bayti-test:${randomBytes(6).toString('hex')}:`;
const { log } = recordingLog();

/**
 * createLiveHub must pick Redis whenever it is configured: were it to try this database instead,
 * it could not connect and the hub would not start.
 */
const unreachablePostgres = {
  driver: 'postgres',
  url: 'postgres://nobody@127.0.0.1:1/none',
} as DatabaseHandle;

const instance = (keyPrefix = PREFIX) =>
  createLiveHub({ redis: { url: REDIS_URL, keyPrefix }, database: unreachablePostgres, log });

describe('live updates between two instances through Redis (REDIS_URL)', () => {
  hubContract(
    () => instance(),
    () => instance(`${PREFIX}other:`),
  );

  it('stops the start with a clear message when Redis cannot be reached', async () => {
    await expect(
      createRedisHub({ url: 'redis://127.0.0.1:1', keyPrefix: 'x:', log }),
    ).rejects.toThrow(/Cannot reach Redis at REDIS_URL for live updates/);
  });
});

describe('live updates through Redis when the connection is lost', () => {
  reconnectContract({
    target: () => new URL(REDIS_URL),
    defaultPort: 6379,
    open: (relayed) => createRedisHub({ url: relayed.toString(), keyPrefix: PREFIX, log }),
    openPublisher: () => instance(),
  });
});
