import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema';
import { freshIp } from '../../test/addresses';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { signUpVerified } from '../../test/sign-up';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let emailCounter = 0;
/** A new account per test, so settings changes never touch the demo accounts. */
async function newAccount(password = 'first password') {
  const email = `settings${++emailCounter}@example.com`;
  const { token } = await signUpVerified(t.app, { name: 'Settings Tester', email, password });
  return { email, password, token };
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const patchMe = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const changePassword = (token: string | null, payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: token ? bearer(token) : {},
    payload: payload as object,
    remoteAddress,
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });

describe('PATCH /api/auth/me', () => {
  it('renames the signed-in account, trimmed, and answers the user', async () => {
    const { email, token } = await newAccount();
    const response = await patchMe(token, { name: '  Amal Al Mansouri  ' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Amal Al Mansouri',
        email,
        role: 'client',
        avatar: null,
        emailVerified: true,
      },
    });
    expect(body<{ user: { name: string } }>(await me(token)).user.name).toBe('Amal Al Mansouri');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.updatedAt).toEqual(t.clock.now());
  });

  it('works for every role', async () => {
    for (const role of ['agency', 'admin', 'candidate', 'staff'] as const) {
      const token = await signIn(t.app, demoEmail(role));
      const before = body<{ user: { name: string } }>(await me(token)).user.name;
      const response = await patchMe(token, { name: before });
      expect(response.statusCode).toBe(200);
    }
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: '    ' }],
    ['a name over 120 characters', { name: 'x'.repeat(121) }],
    ['no name', {}],
  ])('refuses %s', async (_label, payload) => {
    const { token } = await newAccount();
    const response = await patchMe(token, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<ErrorAnswer>(response).error.fields ?? {})).toEqual(['name']);
  });

  it('accepts exactly 120 characters', async () => {
    const { token } = await newAccount();
    expect((await patchMe(token, { name: 'y'.repeat(120) })).statusCode).toBe(200);
  });

  it('refuses fields that are not settings (email, role)', async () => {
    const { token } = await newAccount();
    const response = await patchMe(token, { name: 'Ok', role: 'admin', email: 'x@example.com' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<ErrorAnswer>(response).error.fields ?? {}).sort()).toEqual([
      'email',
      'role',
    ]);
    expect(body<{ user: { role: string } }>(await me(token)).user.role).toBe('client');
  });

  it('answers 401 without a session', async () => {
    expect((await patchMe(null, { name: 'Nobody' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const account = await newAccount();
    const other = await signIn(t.app, account.email, account.password);
    const response = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'second password',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ message: 'Your password has been changed.' });

    expect((await me(account.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'second password')).statusCode).toBe(200);
  });

  it('answers a wrong current password with 400 on currentPassword, signed in still', async () => {
    const account = await newAccount();
    const other = await signIn(t.app, account.email, account.password);
    const response = await changePassword(account.token, {
      currentPassword: 'not my password',
      newPassword: 'second password',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      error: {
        code: 'validation',
        message: 'Please check the highlighted fields.',
        fields: { currentPassword: 'Your current password is not correct.' },
        messageId: 'error.checkFields',
      },
    });
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it.each([
    ['newPassword', { newPassword: 'short' }],
    ['newPassword', { newPassword: 'x'.repeat(129) }],
    ['currentPassword', { currentPassword: '' }],
  ])('refuses an invalid %s', async (field, change) => {
    const account = await newAccount();
    const response = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'second password',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<ErrorAnswer>(response).error.fields ?? {})).toEqual([field]);
  });

  it('voids a reset link sent before the change', async () => {
    const account = await newAccount();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
      remoteAddress: freshIp(),
    });
    await t.settle();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const linksOf = () =>
      t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user!.id));
    expect(await linksOf()).toHaveLength(1);
    await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'second password',
    });
    expect(await linksOf()).toEqual([]);
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    const account = await newAccount();
    for (let i = 0; i < 10; i++) {
      const response = await changePassword(account.token, {
        currentPassword: `guess ${i}`,
        newPassword: 'second password',
      });
      expect(response.statusCode).toBe(400);
    }
    const locked = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'second password',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Still signed in: a lockout is not a logout.
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await changePassword(null, {
      currentPassword: 'whatever1',
      newPassword: 'second password',
    });
    expect(response.statusCode).toBe(401);
  });
});
