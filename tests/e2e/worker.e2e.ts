import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { pick, typeDate } from './fields.ts';
import { verifyLinkTo } from './mailbox.ts';
import { signInThroughApi, storedSession } from './session.ts';
import { testServer } from './test-server.ts';

const { open, baseUrl } = useBrowser();
const { mailDir } = testServer();

/* Small valid files, made here: a 1×1 PNG and a one-page PDF. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
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
/** A file whose name says PDF but whose content is plain text: only the server can tell. */
const FAKE_PDF = Buffer.from('This is not a PDF at all.\n');

interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Presses a button that opens the file picker and chooses the file, as a person would. */
async function chooseFile(page: Page, button: Locator, file: ChosenFile) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/** The admin, in a browser of her own, opens the Review queue and approves the named profile. */
async function approveInReview(name: string) {
  const admin = await open('/');
  await signInThroughApi(admin.page, baseUrl, 'admin@demo.bayti.ae');
  await admin.page.goto('/dashboard/admin/review');
  const row = admin.page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = admin.page.getByRole('dialog').filter({ hasText: name });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => row.count()).toBe(0);
  return admin;
}

/** The server's own answer to an upload, to check the page shows exactly its message. */
async function serverUploadMessage(token: string, path: string, form: FormData): Promise<string> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBeGreaterThanOrEqual(400);
  const body = (await response.json()) as { error: { message: string } };
  return body.error.message;
}

async function signUpAsWorker(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'SignUp', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Create Account' })
    .getByRole('button', { name: 'Register as Maid/Worker' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign up as Maid/Worker' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByPlaceholder('Enter your email').fill(email);
  await dialog.getByPlaceholder('Create a password').fill('a-good-password');
  await dialog.getByPlaceholder('Confirm your password').fill('a-good-password');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  // Sign-up does not sign her in: the link in the mail verifies her and does.
  await page.getByText('Check your email').first().waitFor();
  const link = await verifyLinkTo(mailDir, email);
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL('**/dashboard/candidate');
}

/** Fills every starred field of the editor, tab by tab. */
async function fillRequiredFields(page: Page, editor: Locator) {
  await editor.getByRole('tab', { name: /Personal Information/ }).click();
  await pick(page, editor, 'Nationality', 'Kenyan');
  await pick(page, editor, 'Religion', 'Christian');
  await pick(page, editor, 'Marital Status', 'Single');
  await typeDate(editor, 'Date of Birth', '1999-05-12');
  await pick(page, editor, 'Gender', 'Female');
  await pick(page, editor, 'Visa Status', 'Employment');
  // en-AE dates read day, month, year; each segment moves on once full.
  await editor.getByRole('group', { name: 'Visa Expiry' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('31032028');
  // Her numbers: the phone on the UAE's code, WhatsApp on her home country's (Kenya).
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
}

describe("a worker's dashboard", () => {
  test('she fills her profile, adds a photo and a passport, is listed, then hides herself', async () => {
    const stamp = Date.now().toString(36);
    const name = `Amina Wanjiru ${stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    const email = `worker-${stamp}@example.com`;
    const { page, errors } = await open('/');
    await signUpAsWorker(page, name, email);
    const { token } = await storedSession(page);
    expect(token).toEqual(expect.any(String));

    // A new worker: her name, and an incomplete profile that is not published.
    await page.getByRole('heading', { level: 2, name }).waitFor();
    const listing = page.getByRole('region', { name: 'Public listing' });
    await listing.getByText('Not published', { exact: true }).waitFor();
    await listing.getByRole('listitem').filter({ hasText: 'Nationality' }).waitFor();
    const submit = listing.getByRole('button', { name: 'Submit for review' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await listing.getByRole('link', { name: 'View your public profile' }).count()).toBe(0);

    // Saving an empty form sends nothing and points at the first starred field.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Candidate Profile' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Choose your nationality').waitFor();
    await editor
      .getByRole('alert')
      .filter({ hasText: 'Some fields need your attention' })
      .waitFor();

    // Immediate availability turns the date off; the typed values survive a failed save.
    await fillRequiredFields(page, editor);
    await editor.getByText('Available immediately').click();
    const availableFrom = editor.getByRole('group', { name: 'Available From' });
    expect(await availableFrom.getAttribute('aria-disabled')).toBe('true');
    await editor.getByRole('textbox', { name: /Expected Salary/ }).fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Enter your expected salary in AED').waitFor();
    expect(await editor.getByRole('textbox', { name: 'Preferred Location' }).inputValue()).toBe(
      'Dubai',
    );
    await editor.getByRole('textbox', { name: /Expected Salary/ }).fill('2200');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });

    // The read-only profile shows what she stored; only her photo is missing now.
    const details = page.getByRole('main');
    await details.getByText('Kenyan', { exact: true }).waitFor();
    await details.getByText('Dubai', { exact: true }).waitFor();
    await details.getByText('Immediately', { exact: true }).waitFor();
    await details.getByText('31 March 2028').waitFor();
    await listing.getByRole('listitem').filter({ hasText: 'Profile Photo' }).waitFor();
    expect(await listing.getByRole('listitem').count()).toBe(1);

    // A photo whose content is not an image is refused by the server, with its message.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const fakeImage = new FormData();
    fakeImage.append('file', new Blob([FAKE_PDF], { type: 'image/png' }), 'me.png');
    const photoRefusal = await serverUploadMessage(token!, '/candidate/profile/photo', fakeImage);
    const chooseFileFor = (label: string) =>
      editor.getByRole('button', { name: new RegExp(label) });
    await chooseFile(page, chooseFileFor('Choose photo'), {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: FAKE_PDF,
    });
    await editor.getByText(photoRefusal, { exact: true }).waitFor();

    // A real photo is stored at once and completes the profile.
    await chooseFile(page, chooseFileFor('Choose photo'), {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByText('Photo saved').waitFor();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    // Complete now: nothing is missing, and she submits it for review.
    await expect.poll(() => listing.getByRole('listitem').count()).toBe(0);
    await submit.click();
    await listing.getByText('In review', { exact: true }).waitFor();
    expect(await listing.getByRole('link', { name: 'View your public profile' }).count()).toBe(0);
    // An admin approves it in the Review queue.
    const admin = await approveInReview(name);
    const photo = page.getByRole('img', { name: `Photo of ${name}` }).first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // My Documents has its own address; a passport goes up, a fake PDF is refused by the server.
    await page.getByRole('link', { name: 'My Documents' }).first().click();
    await page.waitForURL('**/dashboard/candidate/documents');
    const card = (title: string) => page.getByRole('article', { name: title });
    await chooseFile(page, card('Passport').getByRole('button', { name: 'Upload' }), {
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('status').filter({ hasText: 'passport.pdf uploaded' }).waitFor();
    await card('Passport').getByText('Last Modified:').waitFor();

    const fakeDocument = new FormData();
    fakeDocument.append('category', 'ID Proof');
    fakeDocument.append('file', new Blob([FAKE_PDF], { type: 'application/pdf' }), 'id.pdf');
    const documentRefusal = await serverUploadMessage(token!, '/candidate/documents', fakeDocument);
    await chooseFile(page, card('ID Proof').getByRole('button', { name: 'Upload' }), {
      name: 'id.pdf',
      mimeType: 'application/pdf',
      buffer: FAKE_PDF,
    });
    await page.getByRole('alert').filter({ hasText: documentRefusal }).waitFor();

    // After a reload both sections still hold what she stored.
    await page.reload();
    await card('Passport').getByText('passport.pdf').waitFor();
    await card('ID Proof').getByText('No ID Proof uploaded.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('Passport').getByRole('button', { name: 'View' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('passport.pdf');
    const downloaded = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of downloaded) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.waitForURL('**/dashboard/candidate');
    await page.reload();
    await details.getByText('Kenyan', { exact: true }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: `Photo of ${name}` })
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);

    // Approved, she is listed; families find her on /candidates with her data.
    await listing.getByText('Listed', { exact: true }).waitFor();
    const publicLink = listing.getByRole('link', { name: 'View your public profile' });
    const publicPath = await publicLink.getAttribute('href');
    expect(publicPath).toMatch(/^\/candidates\/\d+$/);
    const visitor = (await open('/candidates?nationality=Kenyan')).page;
    const herCard = visitor.getByRole('article').filter({ hasText: name });
    await herCard.waitFor();
    await herCard.getByText('Dubai').waitFor();
    await visitor.goto(publicPath!);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByText('Kenyan').first().waitFor();

    // A family with a plan reaches her through Contact Me, on the numbers she gave.
    await signInThroughApi(visitor, baseUrl, 'family@demo.bayti.ae');
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Contact Me' }).click();
    const contact = visitor.getByRole('dialog', { name: 'Contact Details' });
    await contact.getByText('+971 501234567').first().waitFor();
    await contact.getByText('+254 712345678').first().waitFor();
    await visitor.keyboard.press('Escape');
    await visitor.evaluate(() => localStorage.clear());

    // Unpublish, once confirmed: she leaves the list and her public page.
    await listing.getByRole('button', { name: 'Unpublish' }).click();
    const unpublish = page.getByRole('alertdialog', { name: 'Unpublish your profile?' });
    await unpublish.getByRole('button', { name: 'Unpublish' }).click();
    await unpublish.waitFor({ state: 'detached' });
    await listing.getByText('Not published', { exact: true }).waitFor();
    expect(await publicLink.count()).toBe(0);
    await visitor.goto(publicPath!);
    await visitor.getByRole('heading', { name: 'Candidate Not Found' }).waitFor();
    await visitor.goto('/candidates?nationality=Kenyan');
    await visitor.getByRole('heading', { level: 1, name: 'All Candidates' }).waitFor();
    await visitor.getByText(/candidates? found/).waitFor();
    expect(await visitor.getByRole('article').filter({ hasText: name }).count()).toBe(0);

    // Add New Document: Other Documents takes any number; the passport's category is full.
    await page.getByRole('link', { name: 'My Documents' }).first().click();
    await page.waitForURL('**/dashboard/candidate/documents');
    await page.getByRole('button', { name: 'Add New Document' }).click();
    const adder = page.getByRole('dialog', { name: 'Add New Document' });
    await adder.getByRole('button', { name: /Category/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'ID Proof',
      'Driving License',
      'Professional License',
      'Other Documents',
    ]);
    await page.getByRole('option', { name: 'Other Documents' }).click();
    await chooseFile(page, adder.getByRole('button', { name: /Choose file/ }), {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('References available on request.\n'),
    });
    await adder.getByRole('button', { name: 'Upload' }).click();
    await adder.waitFor({ state: 'detached' });
    await card('Other Documents').getByText('notes.txt').waitFor();

    // Delete asks first, then empties the card.
    await card('Passport').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete document?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await card('Passport').getByText('No Passport uploaded.').waitFor();
    expect([...errors, ...admin.errors]).toEqual([]);
  }, 180_000);

  test('in Arabic on a phone: right to left, the menu drawer, no sideways scrolling', async () => {
    const { page, errors } = await open('/', { width: 375, height: 740 });
    await signInThroughApi(page, baseUrl, 'maid@demo.bayti.ae');
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('ar')));
    await page.goto('/dashboard/candidate');
    await page.getByRole('heading', { level: 3, name: 'المعلومات الشخصية' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'تعديل', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'تعديل ملف المرشحة' });
    await editor.waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The editor's Cancel, not the listing's Unpublish (إلغاء النشر) behind it.
    await editor.getByRole('button', { name: 'إلغاء' }).click();
    await editor.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'مستنداتي' }).click();
    await page.waitForURL('**/dashboard/candidate/documents');
    await page.getByRole('article', { name: 'جواز السفر' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

describe('axe finds no violations on the worker dashboard', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`profile, editor and documents at ${viewport.width} px`, async () => {
      const { page } = await open('/', viewport, { bypassCSP: true });
      await signInThroughApi(page, baseUrl, 'maid@demo.bayti.ae');
      await page.goto('/dashboard/candidate');
      await page.getByRole('region', { name: 'Public listing' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('dialog', { name: 'Edit Candidate Profile' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/dashboard/candidate/documents');
      await page.getByRole('article', { name: 'Passport' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
