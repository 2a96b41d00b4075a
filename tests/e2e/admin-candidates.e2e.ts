import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pick, typeDate } from './fields.ts';
import { signInThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

async function signedIn(email: string, path: string) {
  const { page, errors } = await open('/');
  await signInThroughApi(page, baseUrl, email);
  await page.goto(path);
  return { page, errors };
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const table = (page: Page) => page.getByRole('table', { name: 'Candidates' });

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill(term);
}

describe("the admin's and agencies' candidates", () => {
  test('the admin adds a candidate through the profile modal and finds it after a reload', async () => {
    const { page, errors } = await signedIn('admin@demo.bayti.ae', '/dashboard/admin/candidates');
    await table(page).getByRole('row').nth(1).waitFor();
    const lastName = `Tester${Date.now()}`;

    await page.getByRole('button', { name: 'Add New Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Candidate' });
    // Saving an empty form names what is missing, and sends nothing.
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await dialog.getByText('Please check the highlighted fields.').waitFor();

    await pick(page, dialog, 'Salutation', 'Ms');
    await dialog.getByRole('textbox', { name: /First Name/ }).fill('Amina');
    await dialog.getByRole('textbox', { name: /Last Name/ }).fill(lastName);
    await pick(page, dialog, 'Nationality', 'Kenyan');
    await typeDate(dialog, 'Date of Birth', '1994-04-20');
    await pick(page, dialog, 'Marital Status', 'Single');
    await pick(page, dialog, 'Gender', 'Female');
    await pick(page, dialog, 'Current Country', 'UAE');
    await dialog.getByRole('textbox', { name: /Current City/ }).fill('Dubai');
    await dialog.getByRole('textbox', { name: /Street Address/ }).fill('Al Barsha 1');

    await dialog.getByRole('tab', { name: 'Professional Details' }).click();
    await pick(page, dialog, 'Applying Position', 'Gardener');
    await typeDate(dialog, 'Estimated Joining Date', '2027-01-15');
    await pick(page, dialog, 'Working Days', '6 Days');
    await dialog.getByRole('textbox', { name: /Working Hours From/ }).fill('08:00');
    await dialog.getByRole('textbox', { name: /Working Hours To/ }).fill('18:00');
    await pick(page, dialog, 'Accommodation', 'Live-in');
    await dialog.getByText('Cleaning', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Cleaning' }).isChecked()).toBe(true);

    // The profile image is uploaded once the profile is saved.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Upload image' }).click(),
    ]);
    await chooser.setFiles({ name: 'amina.png', mimeType: 'image/png', buffer: PNG });

    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(`Amina ${lastName} has been saved.`).waitFor();

    await page.reload();
    await table(page).getByRole('row').nth(1).waitFor();
    await search(page, lastName);
    const row = table(page)
      .getByRole('row')
      .filter({ hasText: `Amina ${lastName}` });
    await row.waitFor();
    // New candidates start shortlisted, under the position the form chose.
    await expect(row.textContent()).resolves.toMatch(/Gardener/);
    await expect(row.textContent()).resolves.toMatch(/Shortlisted/);
    // Edit shows what was saved, the private image fetched with the session.
    await row.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Candidate Profile' });
    await expect(editor.getByRole('textbox', { name: /Last Name/ }).inputValue()).resolves.toBe(
      lastName,
    );
    await expect
      .poll(() => editor.getByRole('img', { name: 'Profile image' }).getAttribute('src'))
      .toMatch(/^blob:/);
    expect(errors).toEqual([]);
  });

  test("an agency sees only its own candidates, never another agency's", async () => {
    const { page, errors } = await signedIn('agency@demo.bayti.ae', '/dashboard/agency/candidates');
    await table(page).getByText('Grace Akinyi').waitFor();
    await expect(table(page).getByText('Joy Villanueva').count()).resolves.toBe(0);
    await search(page, 'Joy Villanueva');
    await page.getByText('No candidates found').waitFor();

    const second = await signedIn('agency2@demo.bayti.ae', '/dashboard/agency/candidates');
    await table(second.page).getByText('Joy Villanueva').waitFor();
    await expect(table(second.page).getByText('Grace Akinyi').count()).resolves.toBe(0);
    // An analytics card's link opens its tab.
    await second.page.goto('/dashboard/agency/candidates?status=returned');
    await table(second.page).getByText('Jocelyn Ramos').waitFor();
    await expect(
      second.page.getByRole('tab', { name: /^Returned/, selected: true }).count(),
    ).resolves.toBe(1);
    expect([...errors, ...second.errors]).toEqual([]);
  });
});
