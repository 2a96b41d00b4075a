import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pathOf, recordApiCalls, signInThroughApi, storedSession } from './session.ts';

const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Do you need a maid or nanny in the UAE?' });

const { open, baseUrl } = useBrowser();

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
    // The token is planted from a page of the origin that runs no portal: on the home page, a
    // request the portal made in that moment would meet the token first and leave for /login,
    // aborting the navigation below.
    const { page } = await open('/api/health');
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
    // The home page first, whole: a menu opened while its strings still load is drawn again, shut.
    await homeHeading(page).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard/candidate');
    await page.goto('/');
    await homeHeading(page).waitFor();
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
