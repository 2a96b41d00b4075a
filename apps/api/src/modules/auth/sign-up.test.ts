import { SIGN_UP_MESSAGE, VERIFY_RESEND_MESSAGE } from '@bayti/data/contract';
import { demoAccounts } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, events, users } from '../../db/schema';
import { bearer, body, startTestApp, type TestApp } from '../../test/harness';
import {
  postSignUp,
  postVerifyEmail,
  signUpVerified,
  verificationTokenFor,
} from '../../test/sign-up';

const HOUR = 60 * 60 * 1000;
const PASSWORD = 'long enough pw';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGN_UP_MAX_PER_EMAIL: '3', SIGN_UP_MAX_PER_IP: '5' });
});
afterAll(() => t.close());

let counter = 0;
const newEmail = () => `signup${++counter}@example.com`;

const eventsOf = (type: string) =>
  t.database.db
    .select()
    .from(events)
    .then((rows) => rows.filter((row) => row.type === type));
const userOf = async (email: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
};
const resend = (email: string, remoteAddress = '10.9.9.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    payload: { email },
    remoteAddress,
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('sign-up answers the same whether or not the email is taken', () => {
  it('mails a new address a verification link, in the language of the request', async () => {
    const email = newEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Layla Hassan', email, password: PASSWORD },
      headers: { 'accept-language': 'ar-AE,en;q=0.5' },
      remoteAddress: '10.1.0.1',
    });
    expect(response.statusCode).toBe(202);
    expect(body(response)).toEqual({ message: SIGN_UP_MESSAGE });
    const user = await userOf(email);
    expect(user).toMatchObject({ locale: 'ar', emailVerifiedAt: null });
    expect(await eventsOf('account.verify_email')).toContainEqual(
      expect.objectContaining({
        recipientIds: [user!.id],
        params: { name: 'Layla Hassan' },
        link: '/verify-email',
      }),
    );
  });

  it("tells a taken address's owner instead, changes nothing and answers alike", async () => {
    const owner = demoAccounts.find((account) => account.role === 'client')!;
    const before = await userOf(owner.email);
    const fresh = await postSignUp(t.app, { name: 'Other', email: newEmail(), password: PASSWORD });
    const taken = await postSignUp(t.app, {
      name: 'Intruder',
      email: owner.email.toUpperCase(),
      password: 'another password',
      role: 'candidate',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(await userOf(owner.email)).toEqual(before);
    const attempts = await eventsOf('account.signup_attempt');
    expect(attempts).toEqual([
      expect.objectContaining({ recipientIds: [before!.id], params: { name: owner.name } }),
    ]);
  });

  it('limits sign-ups per address, whatever network they come from', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++)
      expect((await postSignUp(t.app, { name: 'A', email, password: PASSWORD })).statusCode).toBe(
        202,
      );
    const blocked = await postSignUp(t.app, { name: 'A', email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(body(blocked)).toMatchObject({
      error: { code: 'rate_limited', messageId: 'auth.tooManySignUps' },
    });
    // Another address is not held back.
    const other = await postSignUp(t.app, { name: 'B', email: newEmail(), password: PASSWORD });
    expect(other.statusCode).toBe(202);
  });

  it('limits sign-ups per network', async () => {
    const sign = (email: string) =>
      postSignUp(t.app, { name: 'Spray', email, password: PASSWORD }, '10.2.0.1');
    for (let i = 0; i < 5; i++) expect((await sign(newEmail())).statusCode).toBe(202);
    const email = newEmail();
    expect((await sign(email)).statusCode).toBe(429);
    expect(await userOf(email)).toBeUndefined();
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the address and signs her in; the link works once', async () => {
    const email = newEmail();
    await postSignUp(t.app, { name: 'Mariam', email, password: PASSWORD });
    const token = await verificationTokenFor(t.app, email);
    const response = await postVerifyEmail(t.app, token);
    expect(response.statusCode).toBe(200);
    const result = body<{ token: string; user: object }>(response);
    expect(result.user).toMatchObject({ email, role: 'client', emailVerified: true });
    expect(body(await me(result.token))).toMatchObject({ user: { emailVerified: true } });
    expect((await userOf(email))?.emailVerifiedAt).toEqual(t.clock.now());

    const again = await postVerifyEmail(t.app, token);
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({
      error: { messageId: 'auth.verifyLinkInvalid', fields: { token: expect.any(String) } },
    });
  });

  it('refuses a link past 24 hours and changes nothing', async () => {
    const email = newEmail();
    await postSignUp(t.app, { name: 'Late', email, password: PASSWORD });
    const token = await verificationTokenFor(t.app, email);
    t.clock.advance(24 * HOUR);
    const late = await postVerifyEmail(t.app, token);
    expect(late.statusCode).toBe(400);
    expect(body(late)).toMatchObject({ error: { messageId: 'auth.verifyLinkInvalid' } });
    expect((await userOf(email))?.emailVerifiedAt).toBeNull();
  });

  it('accepts a link just within 24 hours', async () => {
    const email = newEmail();
    await postSignUp(t.app, { name: 'Prompt', email, password: PASSWORD });
    const token = await verificationTokenFor(t.app, email);
    t.clock.advance(24 * HOUR - 1000);
    expect((await postVerifyEmail(t.app, token)).statusCode).toBe(200);
  });

  it('refuses an unknown or empty token', async () => {
    for (const token of ['x'.repeat(43), '  ']) {
      const response = await postVerifyEmail(t.app, token);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ error: { fields: { token: expect.any(String) } } });
    }
  });

  it('leaves the link unspent for an account that may not sign in', async () => {
    const email = newEmail();
    await postSignUp(t.app, { name: 'Suspended', email, password: PASSWORD });
    const token = await verificationTokenFor(t.app, email);
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.email, email));
    const refused = await postVerifyEmail(t.app, token);
    expect(refused.statusCode).toBe(403);
    expect((await userOf(email))?.emailVerifiedAt).toBeNull();
    const user = await userOf(email);
    const links = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user!.id));
    expect(links).toHaveLength(1);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('mails a new link only to an account waiting for verification, answering alike', async () => {
    const waiting = newEmail();
    await postSignUp(t.app, { name: 'Waiting', email: waiting, password: PASSWORD });
    const verified = newEmail();
    await signUpVerified(t.app, { name: 'Done', email: verified, password: PASSWORD });
    const count = async () => (await eventsOf('account.verify_email')).length;
    const before = await count();

    const answers = await Promise.all([waiting, verified, newEmail()].map((e) => resend(e)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(body(answer)).toEqual({ message: VERIFY_RESEND_MESSAGE });
    }
    expect(await count()).toBe(before + 1);
    const user = await userOf(waiting);
    expect((await eventsOf('account.verify_email')).at(-1)).toMatchObject({
      recipientIds: [user!.id],
    });
  });

  it('is limited per address', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++)
      expect((await resend(email, `10.3.0.${i + 1}`)).statusCode).toBe(202);
    const blocked = await resend(email, '10.3.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ error: { messageId: 'auth.tooManyVerifyMails' } });
  });
});

describe('sign-in keeps the language Bayti writes in', () => {
  it('stores the language of the latest sign-in', async () => {
    const email = newEmail();
    await postSignUp(t.app, { name: 'Noor', email, password: PASSWORD });
    expect((await userOf(email))?.locale).toBe('en');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers: { 'accept-language': 'ar' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await userOf(email))?.locale).toBe('ar');
  });
});
