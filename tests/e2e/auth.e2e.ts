import { FORGOT_PASSWORD_MESSAGE } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInThroughApi, storedSession } from './session.ts';

const { open, baseUrl } = useBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Calls the page makes to the API, by path, e.g. '/api/auth/register'. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

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
  test('a family signs up and lands on the employer dashboard', async () => {
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
    await dialog.getByText('Account created successfully!').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/employer'));
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const session = await storedSession(page);
    expect(session.token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({ email, role: 'client' });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
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

describe('session', () => {
  test('a visitor opening a dashboard goes to /login and comes back after signing in', async () => {
    const { page } = await open('/dashboard/employer');
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/employer');
    const form = page.getByRole('main');
    await form.getByPlaceholder('Enter your email').fill('family@demo.bayti.ae');
    await form.getByPlaceholder('Enter your password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard/employer');
  });

  test('a signed-in user of another role is sent to their own dashboard', async () => {
    const { page } = await open('/');
    await signInThroughApi(page, baseUrl, 'maid@demo.bayti.ae');
    await page.goto('/dashboard/admin');
    await page.waitForURL('**/dashboard/candidate');
  });

  test('a token the server refuses (401) is cleared and the browser lands on /login', async () => {
    const { page } = await open('/');
    await page.evaluate(() => {
      localStorage.setItem('token', JSON.stringify('bogus-token'));
      localStorage.setItem(
        'user',
        JSON.stringify({
          id: 4,
          name: 'Layla Hassan',
          email: 'family@demo.bayti.ae',
          role: 'client',
        }),
      );
    });
    await page.goto('/dashboard/employer');
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/employer/analytics');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('the avatar menu opens the user’s own dashboard and Logout clears the session', async () => {
    const { page } = await open('/');
    const calls = recordApiCalls(page);
    await signInThroughApi(page, baseUrl, 'maid@demo.bayti.ae');
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard/candidate');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'SignIn', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect(calls).toContain('POST /api/auth/logout');
  });

  test('Logout from a dashboard’s profile menu clears the session', async () => {
    const { page } = await open('/');
    await signInThroughApi(page, baseUrl, 'admin@demo.bayti.ae');
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/dashboard/admin/analytics');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('settings changes the name and updates the stored user', async () => {
    const { page } = await open('/');
    await signInThroughApi(page, baseUrl, 'staff@demo.bayti.ae');
    await page.goto('/settings');
    const name = page.getByLabel('Full Name');
    await name.fill('Hessa A. Al Marri');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your settings have been saved.').waitFor();
    expect((await storedSession(page)).user).toMatchObject({ name: 'Hessa A. Al Marri' });
    await page.getByLabel(/^Current Password/).fill('not-the-password');
    await page.getByLabel(/^New Password/).fill('another-password');
    await page.getByLabel(/^Confirm New Password/).fill('another-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not correct.').waitFor();
  });

  test('the footer newsletter subscribes through the API', async () => {
    const { page } = await open('/');
    await page.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('contentinfo').getByRole('status').filter({ hasText: /\w/ }).waitFor();
  });
});
