import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '../../db/schema';
import type { MailMessage, MailTransport } from '../../mail/mailer';
import { freshIp } from '../../test/addresses';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { signUpVerified } from '../../test/sign-up';

const PUBLIC_URL = 'https://bayti.example';
const HOUR = 60 * 60 * 1000;
const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';
const INVALID_LINK = 'This reset link is invalid or has expired.';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { PUBLIC_URL: `${PUBLIC_URL}/`, LOG_LEVEL: 'info', PASSWORD_RESET_MAX_PER_IP: '6' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(() => t.close());

const forgot = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
const reset = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: payload as object,
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });

let emailCounter = 0;
/** A new account per test, so password changes never touch the demo accounts. */
async function newAccount(password = 'first password') {
  const email = `reset${++emailCounter}@example.com`;
  const { token } = await signUpVerified(t.app, { name: 'Reset Tester', email, password });
  return { email, password, token };
}

const outboxFor = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, email));

/** Asks for a link and reads the token out of the stored mail. */
async function resetToken(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(202);
  await t.settle();
  const mails = await outboxFor(email);
  const text = mails.at(-1)?.text ?? '';
  const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No reset link in ${text}`);
  return token;
}

beforeEach(async () => {
  // Mail a previous test started must not land in this test's log lines.
  await t.settle();
  logLines.length = 0;
});

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown and a known email identically', async () => {
    const { email } = await newAccount();
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.com');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(body(response)).toEqual({ message: FORGOT_MESSAGE });
    }
    const strip = (headers: Record<string, unknown>) => {
      const { 'x-request-id': _id, date: _date, ...rest } = headers;
      return rest;
    };
    expect(strip(known.headers)).toEqual(strip(unknown.headers));
    expect(known.body).toBe(unknown.body);
  });

  it('writes a mail to the outbox (and the log) only for a registered email', async () => {
    const { email } = await newAccount();
    await forgot(email);
    await forgot('stranger@example.com');
    await t.settle();

    expect(await outboxFor('stranger@example.com')).toEqual([]);
    const [mail, ...more] = await outboxFor(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: email,
      subject: 'Reset your Bayti password',
      sentAt: null,
      createdAt: t.clock.now(),
    });
    expect(mail?.text).toMatch(
      new RegExp(`${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\n`),
    );
    expect(mail?.text).toContain('Hello Reset Tester,');

    const logged = logLines
      .map((line) => JSON.parse(line) as { level: number; mail?: MailMessage; msg: string })
      .filter((entry) => entry.mail?.to === email);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, mail: { to: email, text: mail?.text } });
  });

  it('writes the mail in the language of the request that asked for it', async () => {
    const { email } = await newAccount();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' },
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(202);
    await t.settle();
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('إعادة تعيين كلمة المرور في بيتي');
    expect(mail?.text.split('\n')[0]).toBe('مرحبًا Reset Tester،');
    expect(mail?.text).toMatch(
      new RegExp(`\\n${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\n`),
    );
  });

  it('stores only a SHA-256 of the token, valid for one hour', async () => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    const rows = await t.database.db.select().from(passwordResetTokens);
    const sha = createHash('sha256').update(token).digest('hex');
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === sha);
    expect(row).toMatchObject({ usedAt: null, createdAt: t.clock.now() });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(HOUR);
  });

  it('never writes the token to any other log line', async () => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    expect((await reset({ token, password: 'brand new password' })).statusCode).toBe(200);
    const withToken = logLines.filter((line) => line.includes(token));
    expect(withToken).toHaveLength(1);
    expect(withToken[0]).toContain('Mail stored in the outbox');
  });

  it('a new link replaces the earlier unused ones', async () => {
    const { email } = await newAccount();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect(first).not.toBe(second);
    expect((await reset({ token: first, password: 'brand new password' })).statusCode).toBe(400);
    expect((await reset({ token: second, password: 'brand new password' })).statusCode).toBe(200);
  });

  it('validates the email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<{ error: { fields: object } }>(response).error.fields)).toEqual([
      'email',
    ]);
  });

  it('limits requests per email, known or not, with the same answer', async () => {
    const { email } = await newAccount();
    for (const address of [email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot(address)).statusCode).toBe(202);
      const blocked = await forgot(address.toUpperCase());
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(blocked)).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many password reset requests. Please wait a while and try again.',
          messageId: 'auth.tooManyResets',
        },
      });
    }
    await t.settle();
    expect(await outboxFor(email)).toHaveLength(3);
    t.clock.advance(HOUR);
    expect((await forgot(email)).statusCode).toBe(202);
  });

  it('limits requests per address across emails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      expect((await forgot(`spray${i}@example.com`, ip)).statusCode).toBe(202);
    }
    expect((await forgot('one-more@example.com', ip)).statusCode).toBe(429);
    expect((await forgot('one-more@example.com')).statusCode).toBe(202);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const account = await newAccount();
    const other = await signIn(t.app, account.email, account.password);
    const token = await resetToken(account.email);

    const response = await reset({ token, password: 'brand new password' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      message: 'Your password has been changed. Please sign in with the new password.',
    });

    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'brand new password')).statusCode).toBe(200);
  });

  it('leaves other accounts signed in', async () => {
    const bystander = await signIn(t.app, demoEmail('client'), DEMO_PASSWORD);
    const { email } = await newAccount();
    await reset({ token: await resetToken(email), password: 'brand new password' });
    expect((await me(bystander)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    expect((await reset({ token, password: 'brand new password' })).statusCode).toBe(200);
    const again = await reset({ token, password: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(body(again)).toEqual({
      error: {
        code: 'validation',
        message: INVALID_LINK,
        fields: { token: INVALID_LINK },
        messageId: 'auth.resetLinkInvalid',
      },
    });
    expect((await login(email, 'another password')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { email, password } = await newAccount();
    const token = await resetToken(email);
    t.clock.advance(HOUR + 1000);
    const response = await reset({ token, password: 'brand new password' });
    expect(response.statusCode).toBe(400);
    expect(body<{ error: { message: string } }>(response).error.message).toBe(INVALID_LINK);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('accepts a link just before it expires', async () => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    t.clock.advance(HOUR - 1000);
    expect((await reset({ token, password: 'brand new password' })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset({ token: 'x'.repeat(43), password: 'brand new password' });
    expect(response.statusCode).toBe(400);
    expect(body<{ error: { message: string } }>(response).error.message).toBe(INVALID_LINK);
  });

  it.each([
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(129) }],
    ['token', { token: '' }],
  ])('refuses an invalid %s without spending the link', async (field, change) => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    const response = await reset({ token, password: 'brand new password', ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body<{ error: { fields: object } }>(response).error.fields)).toEqual([
      field,
    ]);
    expect((await reset({ token, password: 'brand new password' })).statusCode).toBe(200);
  });

  it('lifts a sign-in lockout of the account', async () => {
    const { email } = await newAccount();
    for (let i = 0; i < 10; i++) await login(email, `wrong guess ${i}`);
    expect((await login(email, 'irrelevant')).statusCode).toBe(429);
    await reset({ token: await resetToken(email), password: 'brand new password' });
    expect((await login(email, 'brand new password')).statusCode).toBe(200);
  });
});

describe('mail delivery', () => {
  it('does not hold the answer while the mail is being sent, and logs a failed send', async () => {
    let release!: () => void;
    const sent: MailMessage[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(message);
        throw new Error('SMTP server answered 451 try later');
      },
    };
    const lines: string[] = [];
    const slowApp = await startTestApp(
      { LOG_LEVEL: 'info' },
      { mailTransport: slow, logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const response = await slowApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: demoEmail('client') },
      });
      expect(response.statusCode).toBe(202);
      // Answered while the transport is still waiting.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toEqual([]);
      release();
      await slowApp.settle();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe(demoEmail('client'));
      expect(await slowApp.database.db.select().from(outbox)).toEqual([]);
      const failure = lines.find((line) => line.includes('Sending a password reset link failed'));
      expect(failure).toContain('451 try later');
    } finally {
      await slowApp.close();
    }
  });
});
