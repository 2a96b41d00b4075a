import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { mailsIn, mailTo as mailToIn } from './mailbox.ts';
import { testServer } from './test-server.ts';

const { open, baseUrl } = useBrowser();
const { mailDir } = testServer();

async function post(pathname: string, body: unknown) {
  return fetch(`${baseUrl}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The newest reset mail to `to`, once the server has mailed it. */
const mailTo = (to: string) => mailToIn(mailDir, to, /Reset your Bayti password/);

describe('forgot password, by mail', () => {
  test('the mailed link sets a new password once, and the old password stops working', async () => {
    const email = `reset-${Date.now()}@example.ae`;
    const oldPassword = 'first-password-2026';
    const newPassword = 'second-password-2026';
    expect(
      (await post('/auth/register', { name: 'Noura Saeed', email, password: oldPassword })).status,
    ).toBe(202);

    const { page, errors } = await open('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('main').getByPlaceholder('Enter your email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this email').waitFor();

    const message = await mailTo(email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
    expect(link, message.text).toBeDefined();
    expect(link!.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await page.getByPlaceholder('Create a new password').fill(newPassword);
    await page.getByPlaceholder('Confirm your new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    expect((await post('/auth/login', { email, password: newPassword })).status).toBe(200);
    expect((await post('/auth/login', { email, password: oldPassword })).status).toBe(401);

    // The link works once.
    await page.goto(link!);
    await page.getByPlaceholder('Create a new password').fill('third-password-2026');
    await page.getByPlaceholder('Confirm your new password').fill('third-password-2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    expect(errors).toEqual([]);
  });

  test('an unknown email gets the same answer and no mail', async () => {
    const mailCount = () => mailsIn(mailDir).length;
    // A registered account, whose sign-up mail (the verification link) has arrived.
    const known = `known-${Date.now()}@example.ae`;
    const password = 'known-password-2026';
    expect(
      (await post('/auth/register', { name: 'Huda Ali', email: known, password })).status,
    ).toBe(202);
    await mailToIn(mailDir, known, /Verify your email/);
    const before = mailCount();

    const response = await post('/auth/forgot-password', { email: 'nobody-here@example.ae' });
    expect(response.status).toBe(202);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /If an account exists/,
    );
    // The known account asks next. The server looks both emails up in the order they came,
    // so once the second one's mail is here, a mail for the first would be here too.
    expect((await post('/auth/forgot-password', { email: known })).status).toBe(202);
    await mailTo(known);
    expect(mailCount()).toBe(before + 1);
  });
});
