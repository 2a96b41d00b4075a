import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connectRedisAttemptStore, type RedisAttemptStore } from '../auth/redis-attempt-store';
import { BackgroundTasks } from '../background';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { demoEmail } from '../test/harness';
import { openTestDatabase } from '../test/test-database';
import { TestClock } from '../test/test-clock';
import { TcpProxy } from './tcp-proxy';

/** The machine's (and CI's) Redis; every run writes under its own prefix and deletes it after. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bayti-test:${randomBytes(6).toString('hex')}:`;

let database: DatabaseHandle;
let first: FastifyInstance;
let second: FastifyInstance;
const clock = new TestClock();

/** One server instance as production builds it: the store comes from REDIS_URL, not the test. */
async function instance(): Promise<FastifyInstance> {
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      PORTAL_DIST: '/nonexistent/bayti-portal',
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      FORM_MAX_PER_IP: '3',
    }),
    { database, clock, backgroundTasks: new BackgroundTasks() },
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  [first, second] = await Promise.all([instance(), instance()]);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  const cleanup = createClient({ url: REDIS_URL });
  await cleanup.connect();
  for await (const keys of cleanup.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) {
    if (keys.length > 0) await cleanup.del(keys);
  }
  await cleanup.close();
});

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it('two instances enforce one sign-in limit per account', async () => {
    const email = demoEmail('agency');
    // 10 failures allowed per account: five on each instance, from different addresses.
    for (let i = 0; i < 5; i++) {
      expect((await login(first, email, `guess ${i}`, `10.77.0.${i + 1}`)).statusCode).toBe(401);
      expect((await login(second, email, `guess ${i}`, `10.77.1.${i + 1}`)).statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const locked = await login(app, email, DEMO_PASSWORD, '10.77.2.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The window ends for both (the window follows the servers' clock).
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(second, email, DEMO_PASSWORD, '10.77.2.1')).statusCode).toBe(200);
  });

  it('two instances enforce one public-form limit per address', async () => {
    const submit = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'someone@example.com' },
        remoteAddress: '10.78.0.1',
      });
    const answers = [];
    for (const app of [first, second, first, second]) answers.push((await submit(app)).statusCode);
    // Three allowed per address in all, whichever instance answers.
    expect(answers.slice(0, 3).every((s) => s < 300)).toBe(true);
    expect(answers[3]).toBe(429);
  });
});

describe('RedisAttemptStore', () => {
  let a: RedisAttemptStore;
  let b: RedisAttemptStore;
  beforeAll(async () => {
    a = await connectRedisAttemptStore(REDIS_URL, `${PREFIX}store:`);
    b = await connectRedisAttemptStore(REDIS_URL, `${PREFIX}store:`);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts concurrent hits from two connections without losing any', async () => {
    const now = 1_000_000;
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).increment('k', 60_000, now)),
    );
    expect(await a.peek('k', now)).toEqual({ count: 100, resetAtMs: now + 60_000 });
  });

  it('opens a new window once the last has ended, and forgets a reset key', async () => {
    await a.increment('w', 1000, 0);
    expect(await b.peek('w', 999)).toEqual({ count: 1, resetAtMs: 1000 });
    expect(await b.peek('w', 1000)).toBeNull();
    expect(await b.increment('w', 1000, 1500)).toEqual({ count: 1, resetAtMs: 2500 });
    await a.reset('w');
    expect(await b.peek('w', 1500)).toBeNull();
  });

  it('refuses with 503 while Redis is away, and counts again once it is back', async () => {
    const target = new URL(REDIS_URL);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.start();
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    const store = await connectRedisAttemptStore(target.toString(), `${PREFIX}away:`);
    try {
      await store.increment('k', 60_000, 0);
      await proxy.cut();
      await expect(store.increment('k', 60_000, 0)).rejects.toMatchObject({
        code: 'service_unavailable',
      });
      await expect(store.peek('k', 0)).rejects.toMatchObject({ code: 'service_unavailable' });
      await proxy.restore();
      // The client reconnects on its own (a few hundred ms).
      let window = null;
      for (let i = 0; i < 50 && !window; i++) {
        window = await store.increment('k', 60_000, 0).catch(() => null);
        if (!window) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(window).toEqual({ count: 2, resetAtMs: 60_000 });
    } finally {
      await store.close();
      await proxy.cut();
    }
  });

  it('stops the start with a clear message when Redis cannot be reached', async () => {
    await expect(connectRedisAttemptStore('redis://127.0.0.1:1', 'x:')).rejects.toThrow(
      /Cannot reach Redis/,
    );
  });
});

describe('REDIS_URL setting', () => {
  it('is optional: unset keeps the counters in memory', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeUndefined();
  });

  it('reads a redis:// or rediss:// URL and refuses anything else', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'bayti:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'b2:' }).redis).toEqual(
      { url: 'rediss://cache:6380', keyPrefix: 'b2:' },
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });
});
