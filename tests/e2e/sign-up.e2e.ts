import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { verifyLinkTo } from './mailbox.ts';
import { recordApiCalls, storedSession } from './session.ts';
import { testServer } from './test-server.ts';

const { open, baseUrl } = useBrowser();
const { mailDir } = testServer();

async function openSignUpForm(
  page: Page,
  choice: 'Register as Family' | 'Register as Maid/Worker',
) {
  await page.getByRole('button', { name: 'SignUp', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Create Account' });
  await chooser.getByText('Choose how you want to register and get started with us.').waitFor();
  await chooser.getByRole('button', { name: choice }).click();
}

describe('sign-up dialog', () => {
  test('a family signs up, opens the mailed link and lands on the employer dashboard', async () => {
    const { page, errors } = await open('/');
    await openSignUpForm(page, 'Register as Family');
    const dialog = page.getByRole('dialog', { name: 'Sign up as Family' });
    await dialog.getByText('Join thousands of users already using our platform').waitFor();
    const email = `family-${Date.now()}@example.com`;
    await dialog.getByLabel('Full Name').fill('Noura Al Mansoori');
    await dialog.getByPlaceholder('Enter your email').fill(email);
    await dialog.getByPlaceholder('Create a password').fill('a-good-password');
    await dialog.getByPlaceholder('Confirm your password').fill('a-good-password');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    // No session yet: the dialog names the address the link went to.
    const check = page.getByRole('dialog', { name: 'Check your email' });
    await check.getByText(`We sent a link to ${email}.`).waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    // The link from the mail verifies the address and signs her in.
    const link = await verifyLinkTo(mailDir, email);
    expect(link.pathname).toBe('/verify-email');
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/employer'));
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const session = await storedSession(page);
    expect(session.token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({ email, role: 'client', emailVerified: true });
    await expect
      .poll(() => page.getByRole('region', { name: 'Verify your email address' }).count())
      .toBe(0);

    // The link works once: opened again, it explains and offers a new one.
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    await page
      .getByText('This verification link is invalid, already used or expired.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Resend the link' }).waitFor();
    expect(errors).toEqual([]);
  });

  test("'Passwords do not match' sends nothing", async () => {
    const { page } = await open('/');
    const calls = recordApiCalls(page);
    await openSignUpForm(page, 'Register as Maid/Worker');
    const dialog = page.getByRole('dialog', { name: 'Sign up as Maid/Worker' });
    await dialog.getByLabel('Full Name').fill('Maria Cruz');
    await dialog.getByPlaceholder('Enter your email').fill(`maid-${Date.now()}@example.com`);
    await dialog.getByPlaceholder('Create a password').fill('a-good-password');
    await dialog.getByPlaceholder('Confirm your password').fill('another-password');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByText('Passwords do not match').waitFor();
    expect(calls.filter((call) => call.includes('/api/auth/register'))).toEqual([]);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('closing the dialog resets it to the role step', async () => {
    const { page } = await open('/');
    await openSignUpForm(page, 'Register as Family');
    await page
      .getByRole('dialog', { name: 'Sign up as Family' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('button', { name: 'SignUp', exact: true }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
  });
});
