import type { Locator, Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pick, typeDate } from './fields.ts';
import { api, demoSession } from './hiring.ts';
import { mailTo, verifyLinkTo } from './mailbox.ts';
import { signInThroughApi, storedSession } from './session.ts';
import { testServer } from './test-server.ts';

/**
 * Issue 15's two journeys on a real server, its mail read from the SMTP sink: a worker who signs
 * up is verified, reviewed and reached by a family with a plan; an agency's candidate is
 * published, approved and found on /candidates with "Listed by". Each takes its worker off the list
 * when it ends, so later journeys on this server find the list they expect.
 */
const { open, baseUrl } = useBrowser();
const { mailDir } = testServer();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseFile(page: Page, button: Locator) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
}

async function signedIn(email: string, path: string) {
  const { page, errors } = await open('/');
  await signInThroughApi(page, baseUrl, email);
  await page.goto(path);
  return { page, errors };
}

/** The admin opens the Review queue and approves the named profile. */
async function approveInReview(name: string) {
  const admin = await signedIn('admin@demo.bayti.ae', '/dashboard/admin/review');
  const row = admin.page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = admin.page.getByRole('dialog').filter({ hasText: name });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The queue drops the row once its list is read again; as long as a locator's own wait.
  await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
  return admin;
}

/** Takes a listing off the public list (or out of review) when a journey ends; 409: nothing to take off. */
async function takeOffList(token: string, path: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok && response.status !== 409)
    throw new Error(`DELETE ${path}: ${response.status} ${await response.text()}`);
}

describe('real supply', () => {
  test('a worker signs up, verifies from the mail, completes her profile, is approved, and a family with a plan sees her phone', async () => {
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const name = `Amina Wanjiru ${stamp}`;
    const email = `supply-${stamp}@example.com`;

    // Sign-up answers "check your email"; the link in the mail signs her in.
    const { page, errors } = await open('/');
    await page.getByRole('button', { name: 'SignUp', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Create Account' })
      .getByRole('button', { name: 'Register as Maid/Worker' })
      .click();
    const signUp = page.getByRole('dialog', { name: 'Sign up as Maid/Worker' });
    await signUp.getByLabel('Full Name').fill(name);
    await signUp.getByPlaceholder('Enter your email').fill(email);
    await signUp.getByPlaceholder('Create a password').fill('a-good-password');
    await signUp.getByPlaceholder('Confirm your password').fill('a-good-password');
    await signUp.getByRole('button', { name: 'Create an account' }).click();
    await page.getByText('Check your email').first().waitFor();
    const link = await verifyLinkTo(mailDir, email);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/dashboard/candidate');
    const { token } = await storedSession(page);
    if (!token) throw new Error('Not signed in after the verification link');
    onTestFinished(() => takeOffList(token, '/candidate/profile/listing'));

    // Her profile, her phone and WhatsApp, her date of birth and photo; then she submits it.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Candidate Profile' });
    await editor.getByRole('tab', { name: /Personal Information/ }).click();
    await pick(page, editor, 'Nationality', 'Kenyan');
    await pick(page, editor, 'Religion', 'Christian');
    await pick(page, editor, 'Marital Status', 'Single');
    await typeDate(editor, 'Date of Birth', '1997-03-14');
    await pick(page, editor, 'Gender', 'Female');
    await pick(page, editor, 'Visa Status', 'Employment');
    await typeDate(editor, 'Visa Expiry', '2028-03-31');
    await editor.getByRole('textbox', { name: 'Phone' }).fill('050 123 4567');
    await pick(page, editor, 'WhatsApp country code', 'Kenya +254');
    await editor.getByRole('textbox', { name: 'WhatsApp' }).fill('712 345 678');
    await editor.getByRole('tab', { name: /Experience & Skills/ }).click();
    await pick(page, editor, 'Years of Experience', '3+ years');
    await editor.getByText('Toddler', { exact: true }).click();
    await editor.getByText('English', { exact: true }).click();
    await editor.getByText('Cooking', { exact: true }).click();
    await editor.getByRole('tab', { name: /Job Preferences/ }).click();
    await pick(page, editor, 'Desired Position', 'Live-in');
    await editor.getByRole('textbox', { name: 'Preferred Location' }).fill('Dubai');
    await editor.getByRole('textbox', { name: /Expected Salary/ }).fill('2200');
    await editor.getByText('Available immediately').click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await chooseFile(page, editor.getByRole('button', { name: /Choose photo/ }));
    await editor.getByText('Photo saved').waitFor();
    await editor.getByRole('button', { name: 'Cancel' }).click();

    const listing = page.getByRole('region', { name: 'Public listing' });
    await listing.getByRole('button', { name: 'Submit for review' }).click();
    await listing.getByText('In review').first().waitFor();

    // Not public until an admin approves it; then it is, and she is told by mail.
    const profile = await fetch(`${baseUrl}/api/candidate/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await profile.json()) as { data: { candidateId: number | null } };
    expect(data.candidateId).toBeNull();
    const admin = await approveInReview(name);
    await expect
      .poll(async () => {
        const response = await fetch(`${baseUrl}/api/candidate/profile`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { data: { candidateId: number | null } }).data
          .candidateId;
      })
      .not.toBeNull();
    const approved = await (
      await fetch(`${baseUrl}/api/candidate/profile`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const candidateId = (approved as { data: { candidateId: number } }).data.candidateId;
    await mailTo(mailDir, email, /is live/);

    // A family with a running plan opens her profile and sees her phone.
    const family = await signedIn('family@demo.bayti.ae', `/candidates/${candidateId}`);
    await family.page.getByRole('heading', { name }).first().waitFor();
    await family.page.getByRole('button', { name: 'Contact Me' }).click();
    const contact = family.page.getByRole('dialog', { name: 'Contact Details' });
    const call = contact.getByRole('link', { name: 'Call Now' });
    await expect.poll(() => call.getAttribute('href')).toBe('tel:+971501234567');
    expect([...errors, ...admin.errors, ...family.errors]).toEqual([]);
  }, 180_000);

  test('an agency publishes a candidate, an admin approves, and a family finds her with "Listed by"', async () => {
    onTestFinished(async () => {
      const { data } = await api<{ data: { candidates: { id: number; name: string }[] } }>(
        null,
        'GET',
        '/candidates?pageSize=100',
      );
      const rosa = data.candidates.find((item) => item.name.startsWith('Rosa '));
      const owner = await demoSession('agency@demo.bayti.ae');
      if (rosa) await takeOffList(owner.token, `/agency/candidates/${rosa.id}/listing`);
    });
    const agency = await signedIn('agency@demo.bayti.ae', '/dashboard/agency/candidates');
    const table = agency.page.getByRole('table', { name: 'Candidates' });
    await agency.page.getByRole('searchbox', { name: 'Search candidates' }).fill('Rosa Dela Cruz');
    const row = table.getByRole('row').filter({ hasText: 'Rosa Dela Cruz' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const editor = agency.page.getByRole('dialog', { name: 'Edit Candidate Profile' });
    // A photo first: publishing names what is missing until then.
    await chooseFile(agency.page, editor.getByRole('button', { name: 'Upload image' }));
    await editor.getByRole('button', { name: 'Save Profile' }).click();
    await agency.page.getByText('Rosa Dela Cruz has been saved.').waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    await editor.getByRole('button', { name: 'Publish' }).click();
    const publish = agency.page.getByRole('dialog').filter({ hasText: 'Families contact' });
    await pick(agency.page, publish, 'Salary band', /^AED 2,?000 - 2,?500$/);
    await pick(agency.page, publish, 'Visa', 'Own Visa');
    await publish.getByText("The agency's phone and email").click();
    // The agency confirms, once for her, that it took no fee from her.
    await publish.getByText(/Our agency took no fee or commission from Rosa Dela Cruz/).click();
    await publish.getByRole('button', { name: 'Publish' }).click();
    await publish.waitFor({ state: 'detached' });
    await editor.getByText('In review').first().waitFor();

    const admin = await approveInReview('Rosa Dela Cruz');

    // The family filters for what the agency published: a Filipino housemaid on her own visa, at
    // AED 2,000 to 2,500.
    const family = await signedIn(
      'family@demo.bayti.ae',
      '/candidates?nationality=Filipino&position=Housemaid&visa=Own+Visa&salary=2000-2500',
    );
    const card = family.page.getByRole('article').filter({ hasText: 'Rosa Dela Cruz' });
    await card.getByText('Listed by Al Noor Domestic Services').waitFor();
    await card.getByRole('link').first().click();
    await family.page
      .getByRole('link', { name: /Al Noor Domestic Services/ })
      .first()
      .waitFor();
    expect([...agency.errors, ...admin.errors, ...family.errors]).toEqual([]);
  }, 180_000);
});
