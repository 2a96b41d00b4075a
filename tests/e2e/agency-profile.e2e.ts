import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

/** A one-page PDF, made here. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** Presses a button that opens the file picker and chooses the file, as a person would. */
async function chooseFile(page: Page, button: Locator, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer });
}

async function signedInAgency(path: string) {
  const { page, errors } = await open('/');
  await signInThroughApi(page, baseUrl, 'agency@demo.bayti.ae');
  await page.goto(path);
  return { page, errors };
}

describe("an agency's profile, documents and users", () => {
  test('the agency edits its profile, sees it after a reload, and saving nothing says so', async () => {
    const { page, errors } = await signedInAgency('/dashboard/agency/profile');
    await page.getByRole('heading', { level: 2, name: 'Agency Information' }).waitFor();
    const about = `Placing caring nannies across the UAE (${Date.now()}).`;

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Agency Profile' });
    await editor.getByRole('textbox', { name: 'About the agency' }).fill(about);
    await editor.getByRole('tab', { name: 'Agency Info' }).click();
    await editor.getByRole('textbox', { name: 'Working days' }).fill('Monday, Tuesday, Funday');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Agency profile saved.').waitFor();

    await page.reload();
    await page.getByText(about).waitFor();
    await page.getByText('Monday, Tuesday', { exact: true }).waitFor();

    // Saving again without a change calls nothing and says so; the modal stays open.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await editor.getByText('No changes detected to save.').waitFor();
    expect(calls).toEqual([]);
    expect(await editor.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the agency uploads a trade licence and sees it after a reload', async () => {
    const { page, errors } = await signedInAgency('/dashboard/agency/documents');
    const card = page.getByRole('listitem').filter({ hasText: 'Trade License' });
    await card.getByRole('heading', { name: 'Trade License' }).waitFor();
    const name = `trade-licence-${Date.now()}.pdf`;
    const empty = await card.getByText('No Trade License uploaded.').isVisible();
    await chooseFile(
      page,
      card.getByRole('button', { name: empty ? /Upload/ : /Update/ }),
      name,
      PDF,
    );
    await page.getByText(`${name} uploaded.`).waitFor();

    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Trade License' }).getByText(name).waitFor();
    expect(errors).toEqual([]);
  });

  test('a staff account the agency creates signs in at /agency/login', async () => {
    const { page, errors } = await signedInAgency('/dashboard/agency/users');
    const email = `staff.${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Amina Yusuf');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+971 50 123 4567');
    await dialog.getByLabel(/^Password/).fill('staff password 1');
    await dialog.getByLabel(/^Confirm password/).fill('staff password 1');
    await dialog.getByRole('button', { name: 'Save User' }).click();
    await page.getByText('Amina Yusuf saved.').waitFor();
    await page.getByRole('cell', { name: email }).waitFor();
    expect(errors).toEqual([]);

    const staff = await open('/agency/login');
    await staff.page.getByLabel('Agency Email').fill(email);
    await staff.page.getByPlaceholder('Enter your password').fill('staff password 1');
    await staff.page.getByRole('button', { name: 'LOGIN' }).click();
    await staff.page.getByText('Logged in successfully').waitFor();
    await staff.page.waitForURL('**/dashboard/agency/analytics');
  });
});
