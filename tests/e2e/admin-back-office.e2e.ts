import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInThroughApi, signUpThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signedInAdmin(path: string) {
  const { page, errors } = await open('/');
  const admin = await signInThroughApi(page, baseUrl, 'admin@demo.bayti.ae');
  await page.goto(path);
  return { page, errors, admin };
}

/** The sidebar's Positions group, expanded. */
async function positionsGroup(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const toggle = nav.getByRole('button', { name: 'Positions', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return nav;
}

describe('the admin back-office', () => {
  test('the admin adds a position, and the sidebar lists it after a reload', async () => {
    const { page, errors } = await signedInAdmin('/dashboard/admin/analytics');
    const position = `Chef ${unique()}`;

    let nav = await positionsGroup(page);
    await nav.getByRole('button', { name: 'Manage Positions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Positions' });
    const input = dialog.getByRole('textbox', { name: 'New position' });
    await input.fill(`  ${position}  `);
    await dialog.getByRole('button', { name: 'Add' }).click();
    // A repeat in another letter case is ignored.
    await input.fill(position.toUpperCase());
    await dialog.getByRole('button', { name: 'Add' }).click();
    expect(await dialog.getByText(position, { exact: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await nav.getByRole('link', { name: position }).waitFor();

    await page.reload();
    nav = await positionsGroup(page);
    const link = nav.getByRole('link', { name: position });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      `/dashboard/admin/positions/${encodeURIComponent(position)}`,
    );
    expect(errors).toEqual([]);
  });

  test('the admin adds a user, is told when the form is wrong, and finds the user after a reload', async () => {
    const { page, errors } = await signedInAdmin('/dashboard/admin/users');
    const email = `user-${unique()}@e2e.bayti.ae`;

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Hessa Al Marri');
    await dialog.getByRole('textbox', { name: /^Department/ }).fill('Recruitment');
    await dialog.getByRole('textbox', { name: /^Mobile/ }).fill('+971 50 765 4321');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByLabel(/^PIN/).fill('2468');
    await dialog.getByLabel(/^Confirm PIN/).fill('8642');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByText('Please fill all fields correctly, and ensure pins match.').waitFor();
    await dialog.getByText('PINs do not match').waitFor();

    await dialog.getByLabel(/^Confirm PIN/).fill('2468');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await page.waitForURL(/search=/);
    const table = page.getByRole('table', { name: 'Back-office users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await row.getByText('Hessa Al Marri').waitFor();
    await row.getByText('Recruitment').waitFor();
    await row.getByText('ACTIVE', { exact: true }).waitFor();
    await page.getByText('Showing 1 to 1 of 1 entry').waitFor();
    expect(errors).toEqual([]);
  });

  test('the admin records a family’s bank transfer in Invoices, and the family then sees a contact', async () => {
    // A family of its own orders the Standard plan through the API.
    // Verified through the mailed link: an unverified family cannot order a plan.
    const family = await signUpThroughApi({
      name: 'Maitha Al Ketbi',
      email: `family-${unique()}@e2e.bayti.ae`,
      password: 'a-good-password',
    });
    const ordered = await fetch(`${baseUrl}/api/employer/plans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
      body: JSON.stringify({ planId: 'standard' }),
    });
    expect(ordered.status).toBe(201);
    const { invoice } = ((await ordered.json()) as { data: { invoice: { invoiceNo: string } } })
      .data;

    // The admin finds the Pending invoice and records its payment.
    const { page, errors } = await signedInAdmin(
      `/dashboard/admin/invoices?search=${encodeURIComponent(invoice.invoiceNo)}`,
    );
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: invoice.invoiceNo });
    await row.getByText('PENDING', { exact: true }).waitFor();
    await row.getByText('245.00').waitFor();
    // Invoice Download saves the CSV of the searched rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Invoice Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(invoice.invoiceNo);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

    // The transfer as the bank statement shows it: a short amount is refused, the total recorded.
    await row.getByRole('button', { name: `Record payment ${invoice.invoiceNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record the payment of ${invoice.invoiceNo}` });
    const amount = dialog.getByRole('textbox', { name: /Amount received/ });
    await amount.fill('200');
    await dialog.getByRole('textbox', { name: /Reference/ }).fill(`FT ${invoice.invoiceNo}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText(/is not the invoice total \(AED 245\.00\)/).waitFor();
    await row.getByText('PENDING', { exact: true }).waitFor();
    await amount.fill('245.00');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(`The payment of invoice ${invoice.invoiceNo} is recorded.`).waitFor();
    await row.getByText('PAID', { exact: true }).waitFor();
    await page.reload();
    await table
      .getByRole('row')
      .filter({ hasText: invoice.invoiceNo })
      .getByText('PAID', { exact: true })
      .waitFor();
    expect(errors).toEqual([]);

    // The family's plan now runs: Contact Me shows the phone.
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('user', JSON.stringify(user));
      },
      [family.token, family.user] as const,
    );
    await page.goto('/candidates/3');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Details' });
    const call = contact.getByRole('link', { name: 'Call Now' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(errors).toEqual([]);
  });

  test('the admin changes its own PIN from the profile menu, and then needs it to change it again', async () => {
    const { page, errors } = await signedInAdmin('/dashboard/admin/users');
    const changePin = async (current: string, next: string) => {
      await page.getByRole('button', { name: /Profile menu/ }).click();
      await page.getByRole('menuitem', { name: 'Change PIN' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change PIN' });
      if (current) await dialog.getByLabel(/^Current PIN/).fill(current);
      await dialog.getByLabel(/^New PIN/).fill(next);
      await dialog.getByLabel(/^Confirm new PIN/).fill(next);
      await dialog.getByRole('button', { name: 'Save' }).click();
      return dialog;
    };

    // The first PIN needs no current one.
    let dialog = await changePin('', '2580');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your PIN has been changed.').waitFor();

    // Now the current PIN is checked by the server.
    await page.reload();
    dialog = await changePin('0000', '1357');
    await dialog.getByText('The current PIN is not correct.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await changePin('2580', '1357');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your PIN has been changed.').waitFor();
    expect(errors).toEqual([]);
  });

  test('the admin reads a contact request in the Inbox, marks it handled, and sees the report', async () => {
    const name = `Reem ${unique()}`;
    const sent = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'reem@e2e.bayti.ae',
        phone: '501234567',
        message: 'We are looking for a nanny in Abu Dhabi.',
        employer: true,
      }),
    });
    expect(sent.status).toBe(201);

    const { page, errors } = await signedInAdmin('/dashboard/admin/inbox?show=open');
    const table = page.getByRole('table', { name: 'Contact requests messages' });
    const handled = table.getByRole('checkbox', { name: `Handled: ${name}` });
    await handled.waitFor();
    await table.getByText('We are looking for a nanny in Abu Dhabi.').waitFor();
    // The box is drawn by its label; its input is visually hidden, so tick it from the keyboard.
    await handled.focus();
    await page.keyboard.press('Space');
    // Handled now: it leaves the open ones, and is listed under Handled after a reload.
    await handled.waitFor({ state: 'detached' });
    await page.goto('/dashboard/admin/inbox?show=handled');
    expect(await table.getByRole('checkbox', { name: `Handled: ${name}` }).isChecked()).toBe(true);

    await page.goto('/dashboard/admin/reports?period=6M');
    await page.getByRole('tab', { name: '6M', selected: true }).waitFor();
    const report = page.getByRole('table', { name: 'Report per month' });
    await report.getByRole('columnheader', { name: 'Revenue (AED)' }).waitFor();
    expect(await report.getByRole('row').count()).toBeGreaterThanOrEqual(7);
    expect(errors).toEqual([]);
  });
});
