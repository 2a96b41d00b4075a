import { FORGOT_PASSWORD_MESSAGE } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pathOf, recordApiCalls, storedSession } from './session.ts';

const { open } = useBrowser();

describe('sign-in dialog', () => {
  test.for([
    ['admin@demo.bayti.ae', 'admin', '/dashboard/admin'],
    ['agency@demo.bayti.ae', 'agency', '/dashboard/agency'],
    ['staff@demo.bayti.ae', 'staff', '/dashboard/agency'],
    ['family@demo.bayti.ae', 'client', '/dashboard/employer'],
    ['maid@demo.bayti.ae', 'candidate', '/dashboard/candidate'],
  ] as const)('%s (%s) lands on %s', async ([email, role, dashboard]) => {
    const { page, errors } = await open('/');
    await page.getByRole('button', { name: 'SignIn', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByText('Welcome back! Log in to access your account').waitFor();
    await dialog.getByPlaceholder('Enter your email').fill(email);
    await dialog.getByPlaceholder('Enter your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await dialog.getByText('Logged in successfully').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith(dashboard));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect((await storedSession(page)).user).toMatchObject({ email, role });
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the server message and stores nothing', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'SignIn', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByPlaceholder('Enter your email').fill('family@demo.bayti.ae');
    await dialog.getByPlaceholder('Enter your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await dialog.getByRole('alert').filter({ hasText: /\w/ }).waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('in Arabic the server message arrives in Arabic', async () => {
    const { page } = await open('/login');
    await page
      .getByRole('radio', { name: 'AR' })
      .or(page.getByRole('button', { name: 'AR' }))
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
    await form.locator('input[type="email"]').fill('family@demo.bayti.ae');
    await form.locator('input[type="password"]').fill('not-the-password');
    await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' })
      .waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test("'Don’t have an account? Sign Up' switches to the sign-up dialog", async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'SignIn', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('link', { name: 'Sign Up' })
      .click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
  });

  test('forgot password shows the server’s neutral message', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: 'SignIn', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('link', { name: 'Forgot Password?' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByPlaceholder('Enter your email').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(FORGOT_PASSWORD_MESSAGE).waitFor();
  });
});

describe('agency login', () => {
  test('an agency signs in and lands on the agency dashboard', async () => {
    const { page } = await open('/agency/login');
    await page.getByLabel('Agency Email').fill('agency@demo.bayti.ae');
    await page.getByPlaceholder('Enter your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Logged in successfully').waitFor();
    await page.waitForURL('**/dashboard/agency/analytics');
  });

  test('a family is refused and nothing is stored', async () => {
    const { page } = await open('/agency/login');
    const calls = recordApiCalls(page);
    await page.getByLabel('Agency Email').fill('family@demo.bayti.ae');
    await page.getByPlaceholder('Enter your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Not authorized. Only agencies or staff can login here.').waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // The server session the refused login opened is ended.
    await expect.poll(() => calls).toContain('POST /api/auth/logout');
    expect(pathOf(page)).toBe('/agency/login');
  });
});
