import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFamily, type TestFamily } from '../test/families';
import { bearer, signIn, startTestApp, type TestApp } from '../test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The password registerFamily gives every test family. */
const PASSWORD = 'family password 1';

/** Every log line of the app, at the most talkative level, to look for secrets in. */
const lines: string[] = [];
/** Every token and password that went over the wire in this file. */
const secrets = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => t?.close());

async function family(): Promise<TestFamily> {
  const f = await registerFamily(t.app);
  secrets.add(f.token);
  return f;
}

async function session(email: string, password = PASSWORD): Promise<string> {
  const token = await signIn(t.app, email, password);
  secrets.add(token);
  return token;
}

/** A signed-in-only route and a role route (families' plan), both must refuse a dead token. */
async function expectRefused(token: string) {
  for (const url of ['/api/auth/me', '/api/employer/plan']) {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  }
}

async function expectAccepted(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a session token is refused', () => {
  it('after logout (that session only)', async () => {
    const f = await family();
    const other = await session(f.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(f.token),
    });
    expect(out.statusCode).toBeLessThan(300);
    await expectRefused(f.token);
    await expectAccepted(other);
    // Logging out again with the dead token is refused too, not an error.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(f.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('after 14 idle days, and 30 days after sign-in however active', async () => {
    const f = await family();
    const idle = await session(f.email);
    const active = await session(f.email);
    for (let day = 0; day < 3; day++) {
      t.clock.advance(10 * DAY_MS);
      if (day < 2) await expectAccepted(active);
    }
    // 30 days on: the active one has reached its maximum, the idle one ended long ago.
    await expectRefused(idle);
    await expectRefused(active);
    await expectRefused(f.token);
    // A new sign-in works.
    await expectAccepted(await session(f.email));
  });

  it('after a password change, for every other session of the account', async () => {
    const f = await family();
    const [second, third] = [await session(f.email), await session(f.email)];
    const newPassword = 'a brand new pass 2';
    secrets.add(newPassword);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(f.token),
      payload: { currentPassword: PASSWORD, newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectAccepted(f.token);
    await expectRefused(second);
    await expectRefused(third);
    await expectAccepted(await session(f.email, newPassword));
  });
});

describe('tokens in logs', () => {
  it('never appear, for accepted, refused and failing requests alike', async () => {
    const f = await family();
    const forged = randomBytes(32).toString('base64url');
    secrets.add(forged);
    secrets.add(PASSWORD);
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/auth/me', headers: bearer(forged) },
      { method: 'GET', url: '/api/auth/me', headers: { authorization: `Token ${forged}` } },
      { method: 'GET', url: '/api/admin/users', headers: bearer(f.token) },
      { method: 'GET', url: '/api/no/such/route', headers: bearer(f.token) },
      { method: 'PATCH', url: '/api/auth/me', headers: bearer(f.token), payload: '{bad json' },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: f.email, password: `${PASSWORD}x` },
      },
    ];
    for (const request of requests) {
      await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json', ...request.headers },
      });
    }
    await t.settle();

    expect(lines.length).toBeGreaterThan(20);
    const logs = lines.join('\n');
    // Sign-ins of this file answered tokens; requests carried them, good and forged.
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(logs).not.toContain(secret);
      // Nor a recognisable piece of one.
      expect(logs).not.toContain(secret.slice(0, 16));
    }
    // The authorization header, if a line ever holds headers, is censored.
    expect(logs).not.toMatch(/bearer\s+[\w-]{16,}/i);
  });
});
