import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signedInAdmin(path: string) {
  const { page, errors } = await open('/');
  await signInThroughApi(page, baseUrl, 'admin@demo.bayti.ae');
  await page.goto(path);
  return { page, errors };
}

/** Picks an option of a react-aria Select (a button that opens a listbox). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the admin’s agencies and clients', () => {
  test('the admin registers an agency and approves it, both kept after a reload', async () => {
    const { page, errors } = await signedInAdmin('/dashboard/admin/agencies/list');
    const name = `Desert Rose ${unique()}`;
    const email = `desert-${unique()}@e2e.bayti.ae`;

    await page.getByRole('button', { name: 'Register agency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Agency' });
    await dialog.getByRole('textbox', { name: /^Agency name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByLabel(/^Password of the sign-in account/).fill('desert rose 2026');
    await dialog
      .getByRole('textbox', { name: /^Mobile/ })
      .first()
      .fill('+971 4 555 0101');
    await choose(page, dialog.getByRole('button', { name: /Working days/ }), 'Sunday-Thursday');
    await choose(page, dialog.getByRole('button', { name: /Country/ }), 'UAE');
    await choose(page, dialog.getByRole('button', { name: /City/ }), 'Dubai');
    await dialog.getByRole('textbox', { name: /^Street address/ }).fill('Office 12, Al Quoz');
    // The contact person's first name is required: the server sends the admin to that tab.
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByText('Please check the highlighted fields.').waitFor();
    await dialog.getByRole('tab', { name: 'Contact Person Details', selected: true }).waitFor();
    await choose(page, dialog.getByRole('button', { name: /Salutation/ }), 'Ms');
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Layla');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${name} has been registered.`).waitFor();

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search agencies' }).fill(name);
    await page.waitForURL(/search=/);
    const table = page.getByRole('table', { name: 'Agencies list' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByText('UAE').waitFor();
    await choose(page, row.getByRole('button', { name: /Status of/ }), 'Approved');
    await page.getByText(`${name} is now Approved.`).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: /Approved/ }).click();
    await page.waitForURL(/status=approved/);
    await page
      .getByRole('table', { name: 'Agencies list' })
      .getByRole('row')
      .filter({ hasText: name })
      .waitFor();
    // The agency signs in with the account the admin made for it.
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'desert rose 2026' }),
    });
    expect(signIn.status).toBe(200);
    expect(errors).toEqual([]);
  });

  test('the admin puts a family on hold, and it is listed under Hold Resume after a reload', async () => {
    const family = `Hamdan ${unique()}`;
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: family,
        email: `${unique()}@family.e2e.bayti.ae`,
        password: 'family password 1',
        role: 'client',
      }),
    });
    // Sign-up answers 202 and mails a link; the admin sees the family either way.
    expect(registered.status).toBe(202);

    const { page, errors } = await signedInAdmin(
      `/dashboard/admin/clients?search=${encodeURIComponent(family)}`,
    );
    const table = page.getByRole('table', { name: 'Clients' });
    await table.getByRole('button', { name: `View ${family}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Client details' });
    await dialog.getByText('Shortlisted').waitFor();
    await dialog.getByRole('button', { name: 'Hold' }).click();
    await dialog.getByText('The client is now Hold.').waitFor();

    await page.goto(`/dashboard/admin/clients/hold-resume?search=${encodeURIComponent(family)}`);
    await page.reload();
    const row = page
      .getByRole('table', { name: 'Clients' })
      .getByRole('row')
      .filter({ hasText: family });
    await row.getByText('Hold').waitFor();
    expect(errors).toEqual([]);
  });
});
