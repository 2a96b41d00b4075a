import { SIGN_UP_MESSAGE } from '@bayti/data/contract';
import { DEMO_PASSWORD, demoAccounts } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/sessions';
import { sessions, users } from '../../db/schema';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { postSignUp, signUpVerified, type SignUpInput } from '../../test/sign-up';

const DAY = 24 * 60 * 60 * 1000;
const PER_IP_LIMIT = 20;

let t: TestApp;
beforeAll(async () => {
  // A lower per-address limit than production keeps the address test short.
  t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: String(PER_IP_LIMIT) });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per test, so the per-address counter of one test never leaks into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const register = (payload: unknown) => postSignUp(t.app, payload as SignUpInput);
const login = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    remoteAddress,
  });
const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });

let emailCounter = 0;
const newEmail = () => `person${++emailCounter}@example.com`;

describe('POST /api/auth/register', () => {
  it('creates a family account by default, unverified and not signed in', async () => {
    const email = newEmail();
    const response = await register({ name: 'Amal Saeed', email, password: 'long enough pw' });
    expect(response.statusCode).toBe(202);
    expect(body(response)).toEqual({ message: SIGN_UP_MESSAGE });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: 'Amal Saeed', role: 'client', emailVerifiedAt: null });
  });

  it('creates a worker account when asked; the link signs her in as a worker', async () => {
    const { user } = await signUpVerified(t.app, {
      name: 'Joy',
      email: newEmail(),
      password: 'long enough pw',
      role: 'candidate',
    });
    expect(user).toMatchObject({ role: 'candidate', emailVerified: true });
  });

  it.each(['admin', 'agency', 'staff', 'superuser'])('refuses self sign-up as %s', async (role) => {
    const response = await register({
      name: 'X',
      email: newEmail(),
      password: 'long enough pw',
      role,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', fields: { role: expect.any(String) } },
    });
  });

  it.each([
    ['name', { email: 'a@example.com', password: 'long enough pw' }],
    ['name', { name: '   ', email: 'a@example.com', password: 'long enough pw' }],
    ['email', { name: 'A', email: 'not-an-email', password: 'long enough pw' }],
    ['email', { name: 'A', password: 'long enough pw' }],
    ['password', { name: 'A', email: 'a@example.com', password: 'short7!' }],
    ['password', { name: 'A', email: 'a@example.com', password: 'x'.repeat(129) }],
  ])('names the %s field when it is invalid', async (field, payload) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const { error } = body<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>(response);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('Please check the highlighted fields.');
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    for (const password of ['x'.repeat(8), 'y'.repeat(128)]) {
      const response = await register({ name: 'Edge', email: newEmail(), password });
      expect(response.statusCode).toBe(202);
    }
  });

  it('stores the email lower-cased and the password as Argon2id; she signs in unverified', async () => {
    await register({ name: 'Case', email: 'Mixed.Case@Example.COM', password: 'long enough pw' });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mixed.case@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const signedIn = await login({ email: 'MIXED.case@example.com', password: 'long enough pw' });
    expect(signedIn.statusCode).toBe(200);
    expect(body(signedIn)).toMatchObject({ user: { emailVerified: false } });
  });
});

describe('POST /api/auth/login', () => {
  it.each(demoAccounts.map((account) => [account.role, account.email]))(
    'signs in the demo %s account',
    async (role, email) => {
      const response = await login({ email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const result = body<{ token: string; user: { role: string; email: string } }>(response);
      expect(result.user).toMatchObject({ role, email });
      expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  it('starts a new session, with a new token, at each sign-in', async () => {
    const first = await signIn(t.app, demoEmail('client'));
    const second = await signIn(t.app, demoEmail('client'));
    expect(first).not.toBe(second);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await signIn(t.app, demoEmail('candidate'));
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const wrongPassword = await login({ email: demoEmail('client'), password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'not the password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({
        error: {
          code: 'unauthorized',
          message: 'Invalid email or password.',
          messageId: 'auth.invalidCredentials',
        },
      });
    }
  });

  it('validates the body', async () => {
    const response = await login({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<{ error: { fields: object } }>(response).error.fields).sort()).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('failed sign-in limits', () => {
  it('locks an account after 10 failures, with Retry-After, even for the right password', async () => {
    const email = newEmail();
    await register({ name: 'Target', email, password: 'the right one' });
    for (let i = 0; i < 10; i++) {
      expect((await login({ email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ email, password: 'the right one' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(body(locked)).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        messageId: 'auth.tooManyAttempts',
      },
    });
    // Another account is unaffected.
    expect((await login({ email: demoEmail('admin'), password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    // The window ends.
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login({ email, password: 'the right one' })).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP_LIMIT; i++) {
      const response = await login({ email: `spray${i}@example.com`, password: 'guess' }, ip);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: demoEmail('client'), password: DEMO_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Other addresses still get in.
    expect((await login({ email: demoEmail('client'), password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('keeps counting per instance: two apps do not share an in-memory store', async () => {
    // Documents the store boundary: state lives in the store passed to buildApp, not the module.
    const other = await t.variant({});
    const email = newEmail();
    await register({ name: 'Iso', email, password: 'the right one' });
    for (let i = 0; i < 10; i++) await login({ email, password: 'wrong password' });
    expect((await login({ email, password: 'the right one' })).statusCode).toBe(429);
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'the right one' },
      remoteAddress: freshIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const token = await signIn(t.app, demoEmail('staff'));
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Hessa Al Marri',
        email: demoEmail('staff'),
        role: 'staff',
        avatar: null,
        emailVerified: true,
      },
    });
  });

  it.each([
    ['no header', {}],
    ['an unknown token', bearer('x'.repeat(43))],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends that session only', async () => {
    const leaving = await signIn(t.app, demoEmail('client'));
    const staying = await signIn(t.app, demoEmail('client'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(leaving),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(leaving)).statusCode).toBe(401);
    expect((await me(staying)).statusCode).toBe(200);
  });

  it('accepts an empty JSON body', async () => {
    const token = await signIn(t.app, demoEmail('client'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session after 14 idle days', async () => {
    const token = await signIn(t.app, demoEmail('client'));
    t.clock.advance(13 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(14 * DAY + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however active', async () => {
    const token = await signIn(t.app, demoEmail('client'));
    for (let day = 10; day < 30; day += 10) {
      t.clock.advance(10 * DAY);
      expect((await me(token)).statusCode).toBe(200);
    }
    t.clock.advance(10 * DAY);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('records activity at most once a minute', async () => {
    const token = await signIn(t.app, demoEmail('admin'));
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.lastSeenAt.getTime();
    };
    const start = await lastSeen();
    t.clock.advance(30 * 1000);
    await me(token);
    expect(await lastSeen()).toBe(start);
    t.clock.advance(60 * 1000);
    await me(token);
    expect(await lastSeen()).toBe(t.clock.now().getTime());
  });
});
