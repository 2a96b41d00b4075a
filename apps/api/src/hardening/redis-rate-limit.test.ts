import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { BackgroundTasks } from '../background';
import { LoginLimiter } from '../auth/login-limiter';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { RequestLimiter } from '../http/rate-limit';
import { connectRedisLimiters } from '../http/rate-limit-redis';
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

/** This run's keys in Redis, e.g. to end their windows or to delete them after. */
async function forEachKey(
  action: (redis: ReturnType<typeof createClient>, keys: string[]) => Promise<unknown>,
) {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) {
    if (keys.length > 0) await action(redis, keys);
  }
  await redis.close();
}

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  await forEachKey((redis, keys) => redis.del(keys));
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
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // The window ends for both: Redis keeps its time to live (not the servers' clock), so the
    // test ends it there rather than waiting 15 minutes.
    await forEachKey((redis, keys) => Promise.all(keys.map((key) => redis.pExpire(key, 0))));
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

describe('limits in Redis', () => {
  const limit = { max: 1000, windowMs: 60_000 };
  let a: Awaited<ReturnType<typeof connectRedisLimiters>>;
  let b: Awaited<ReturnType<typeof connectRedisLimiters>>;
  beforeAll(async () => {
    a = await connectRedisLimiters(REDIS_URL, `${PREFIX}store:`);
    b = await connectRedisLimiters(REDIS_URL, `${PREFIX}store:`);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts concurrent hits from two connections without losing any', async () => {
    const [onA, onB] = [a.limiters(limit), b.limiters(limit)];
    await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? onA : onB).consume('k')));
    const window = await onA.get('k');
    expect(window?.consumedPoints).toBe(100);
    expect(window?.msBeforeNext).toBeGreaterThan(0);
    expect(window?.msBeforeNext).toBeLessThanOrEqual(60_000);
  });

  it('a sign-in on one connection clears the account count seen on the other', async () => {
    const limits = { perAccount: 2, perIp: 100, windowMs: 60_000 };
    const [onA, onB] = [new LoginLimiter(a.limiters, limits), new LoginLimiter(b.limiters, limits)];
    await onA.recordFailure('w@example.com', '10.79.0.1');
    await onA.recordFailure('w@example.com', '10.79.0.2');
    await expect(onB.assertAllowed('w@example.com', '10.79.0.3')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await onA.recordSuccess('w@example.com');
    await expect(onB.assertAllowed('w@example.com', '10.79.0.3')).resolves.toBeUndefined();
  });

  it('refuses with 503 while Redis is away, and counts again once it is back', async () => {
    const target = new URL(REDIS_URL);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.start();
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    const redis = await connectRedisLimiters(target.toString(), `${PREFIX}away:`);
    const requests = new RequestLimiter(redis.limiters);
    const logins = new LoginLimiter(redis.limiters, { perAccount: 5, perIp: 5, windowMs: 60_000 });
    const check = [{ key: 'k', limit }];
    try {
      await requests.consume(check, 'forms.tooMany');
      await proxy.cut();
      await expect(requests.consume(check, 'forms.tooMany')).rejects.toMatchObject({
        code: 'service_unavailable',
      });
      await expect(logins.assertAllowed('a@example.com', '10.0.0.1')).rejects.toMatchObject({
        code: 'service_unavailable',
      });
      await proxy.restore();
      // The client reconnects on its own (a few hundred ms).
      let back = false;
      for (let i = 0; i < 50 && !back; i++) {
        back = await requests.consume(check, 'forms.tooMany').then(
          () => true,
          () => false,
        );
        if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(back).toBe(true);
      expect((await redis.limiters(limit).get('k'))?.consumedPoints).toBe(2);
    } finally {
      await redis.close();
      await proxy.cut();
    }
  });

  it('stops the start with a clear message when Redis cannot be reached', async () => {
    await expect(connectRedisLimiters('redis://127.0.0.1:1', 'x:')).rejects.toThrow(
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
