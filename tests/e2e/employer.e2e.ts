import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { pick, typeDate } from './fields.ts';
import { agencyAccepts, familyWithPlan, listedCandidate, uaeDayIn } from './hiring.ts';
import { signInThroughApi, signUpThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

interface Account {
  token: string;
  user: unknown;
}

/** A family of its own for a journey: no pipeline, no plan, nothing shared with other tests. */
async function registerFamily(label: string): Promise<Account & { email: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.bayti.ae`;
  const session = await signUpThroughApi({
    name: 'Noura Al Mansoori',
    email,
    password: 'a-good-password',
  });
  return { ...session, email };
}

/** Stores a session the way the portal does; the page must be on the portal's origin. */
async function storeSession(page: Page, { token, user }: Account, locale?: 'en' | 'ar') {
  await page.evaluate(
    ([storedToken, storedUser, storedLocale]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
      if (storedLocale) localStorage.setItem('locale', storedLocale);
    },
    [JSON.stringify(token), JSON.stringify(user), locale ? JSON.stringify(locale) : ''] as const,
  );
}

/** The UAE day some days from now. */
const daysFromNow = (days: number) => uaeDayIn(days);

/** A time of day as en-AE writes it, e.g. "10:30 AM". */
const TEN_THIRTY = /^10:30\s?AM$/i;

const table = (page: Page) => page.getByRole('table', { name: 'Your candidates' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name }) });

async function move(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('the family pipeline', () => {
  test('shortlists from a profile, interviews, selects, offers and hires; the dashboard keeps it after a reload', async () => {
    // A family with a plan (offers need one) and a worker of her own: hiring takes a worker off
    // the public list for every later journey on this server.
    const family = await familyWithPlan('Noura Al Mansoori');
    const candidate = await listedCandidate();
    const { page, errors } = await open('/');
    await storeSession(page, family);

    await page.goto(`/candidates/${candidate.id}`);
    await page.getByRole('heading', { level: 1, name: candidate.name }).waitFor();
    await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
    const listed = page.getByRole('link', { name: 'Shortlisted' });
    await listed.waitFor();
    await listed.click();
    await page.waitForURL('**/dashboard/employer/candidates');
    await rowOf(page, candidate.name).getByText('Shortlisted').waitFor();

    // Interview: times proposed in Dubai time (a day and a time each), by video call.
    await move(page, candidate.name, 'Propose interview times');
    let dialog = page.getByRole('dialog', { name: `Propose interview times to ${candidate.name}` });
    await dialog.getByRole('button', { name: 'Send times' }).click();
    // Nothing chosen yet: the first time and how they meet say so, and nothing is sent.
    await dialog.getByText('Choose a date').waitFor();
    await dialog.getByText('Choose how you meet').waitFor();
    const first = dialog.getByRole('group', { name: 'First choice' });
    await typeDate(first, 'Date', daysFromNow(7));
    await pick(page, first, 'Time', TEN_THIRTY);
    await dialog.getByText('Video call (Bayti makes a private link)').click();
    await dialog.getByRole('button', { name: 'Send times' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Interview times sent to ${candidate.name}.` })
      .waitFor();
    await rowOf(page, candidate.name).getByText('Interview', { exact: true }).waitFor();
    await rowOf(page, candidate.name).getByText(TEN_THIRTY).waitFor();

    // Nobody moves a row to Hired: the menu offers an offer, not a hire.
    await page.getByRole('button', { name: `Actions for ${candidate.name}` }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Send offer',
      'Propose new interview times',
      'Select',
      'Reject',
      'Message',
    ]);
    await page.keyboard.press('Escape');

    // Select: a type and a date.
    await move(page, candidate.name, 'Select');
    dialog = page.getByRole('dialog', { name: `Select ${candidate.name}` });
    await pick(page, dialog, 'Selection type', 'Direct');
    await typeDate(dialog, 'Selection date', daysFromNow(8));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'moved to Selected.' }).waitFor();

    // Offer: the terms; her agency accepts it, and she is hired.
    await move(page, candidate.name, 'Send offer');
    dialog = page.getByRole('dialog', { name: `Send an offer to ${candidate.name}` });
    await dialog.getByLabel('Monthly salary (AED)').fill('2300');
    await typeDate(dialog, 'Start date', daysFromNow(10));
    await pick(page, dialog, 'Work type', 'Live-in');
    await pick(page, dialog, 'Weekly day off', 'Friday');
    await pick(page, dialog, 'Accommodation', 'Private room in the home');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await rowOf(page, candidate.name).getByText('Offer sent · expires in 7 days').waitFor();
    await agencyAccepts(candidate.id);

    await page.reload();
    const hiredRow = rowOf(page, candidate.name);
    await hiredRow.getByText('Hired').waitFor();
    // A hired worker can only be marked returned (within the probation).
    await page.getByRole('button', { name: `Actions for ${candidate.name}` }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Mark returned']);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /Hired\s*1/ }).click();
    await page.waitForURL('**/dashboard/employer/candidates?status=hired');
    await rowOf(page, candidate.name).getByText('Direct').waitFor();

    // The analytics count the profile view and every step; hiring started a recruitment.
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL('**/dashboard/employer/analytics');
    for (const figure of ['Viewed', 'Shortlisted', 'Interviews', 'Selected', 'Hired']) {
      await page
        .getByRole('button', { name: new RegExp(`^${figure}\\s*1\\s*100% of viewed`) })
        .waitFor();
    }
    await page.getByRole('button', { name: /^Hired/ }).click();
    await page.waitForURL('**/dashboard/employer/candidates?status=hired');
    await page.getByRole('link', { name: 'Recruitments' }).first().click();
    await page
      .getByRole('table', { name: 'Your recruitments' })
      .getByRole('link', { name: candidate.name })
      .waitFor();
    expect(errors).toEqual([]);
  });

  test('a visitor pressing Shortlist is asked to sign in', async () => {
    const { page } = await open('/candidates/3');
    await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });
});

describe('the family profile', () => {
  test('Edit Profile shows the server’s field errors, keeps what was typed, then saves all three tabs', async () => {
    const family = await registerFamily('profile');
    const { page, errors } = await open('/');
    await storeSession(page, family);
    await page.goto('/dashboard/employer/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });

    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('+971 55 000 1111');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('tab', { name: 'Family Details' }).click();
    await dialog.getByRole('textbox', { name: 'Spouses' }).fill('1');
    await dialog.getByRole('button', { name: 'Add to Kids' }).click();
    const kid = dialog.getByRole('group', { name: 'Kids 1' });
    await pick(page, kid, 'Gender', 'Male');
    await kid.getByRole('textbox', { name: 'Age' }).fill('4');
    await kid.getByRole('textbox', { name: 'Relation' }).fill('S'.repeat(61));
    await dialog.getByRole('tab', { name: 'Staff Details' }).click();
    await dialog.getByRole('textbox', { name: 'Department' }).fill('Household');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // Refused: the first tab with an error opens, every field the server named is marked.
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Please correct the highlighted fields.' })
      .waitFor();
    expect(
      await dialog.getByRole('tab', { name: /Profile Details/ }).getAttribute('aria-selected'),
    ).toBe('true');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('textbox', { name: 'Mobile' }).inputValue()).toBe(
      '+971 55 000 1111',
    );
    await email.fill(family.email);
    await dialog.getByRole('tab', { name: /Family Details/ }).click();
    const relation = kid.getByRole('textbox', { name: 'Relation' });
    expect(await relation.getAttribute('aria-invalid')).toBe('true');
    await relation.fill('Son');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();

    await page.reload();
    await page.getByText('+971 55 000 1111').waitFor();
    await page.getByText('Son · Male · 4').waitFor();
    await page.getByText('Household').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('access plans', () => {
  test('a family orders a plan, is refused contact details until an admin records the payment, then sees the phone', async () => {
    const family = await registerFamily('plan');
    const { page, errors } = await open('/');
    await storeSession(page, family);

    // No plan: Contact Me explains the plans and links to them.
    await page.goto('/candidates/3');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    let contact = page.getByRole('dialog', { name: 'Contact Details' });
    await contact.getByRole('alert').waitFor();
    await contact.getByText('An access plan unlocks contact details').waitFor();
    await contact.getByText(/^Standard: AED\s?245 for 1 month$/).waitFor();
    expect(await contact.getByRole('link', { name: 'See access plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    await contact.getByRole('link', { name: 'See access plans' }).click();
    await page.waitForURL('**/pricing');

    // Order the Standard plan: an order and a Pending invoice.
    await page
      .getByRole('article', { name: 'Standard' })
      .getByRole('button', { name: 'Get Started' })
      .click();
    const order = page.getByRole('dialog', { name: 'Order the Standard plan' });
    await order.getByRole('button', { name: 'Place order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed
      .getByText(/Order ORD-\S+ is placed and invoice INV-\S+ is waiting for payment\./)
      .waitFor();
    await placed
      .getByText(/under Invoices\. Your plan activates as soon as the invoice is paid\./)
      .waitFor();
    const invoiceHref = await placed
      .getByRole('link', { name: 'View the invoice' })
      .getAttribute('href');
    const invoiceId = Number(invoiceHref?.split('/').pop());
    expect(invoiceId).toBeGreaterThan(0);

    // Still refused: the invoice is not paid, and the dialog says which invoice is awaited.
    await placed.getByRole('button', { name: 'Close' }).first().click();
    await page.goto('/candidates/3');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    contact = page.getByRole('dialog', { name: 'Contact Details' });
    await contact.getByText(/Your invoice INV-\S+ is awaiting payment/).waitFor();
    await page.keyboard.press('Escape');

    // The invoice, printable, shows Pending.
    await page.goto(`/dashboard/employer/invoices/${invoiceId}`);
    await page.getByRole('heading', { level: 1, name: /^Tax Invoice INV-/ }).waitFor();
    await page.getByText('Awaiting payment.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    // A path whose id is no id is no invoice, and the page says so.
    await page.goto(`/dashboard/employer/invoices/${invoiceId}x`);
    await page.getByRole('heading', { name: 'Invoice not found' }).waitFor();

    // An unpaid invoice says where to transfer and the reference to quote.
    await page.goto(`/dashboard/employer/invoices/${invoiceId}`);
    const payBy = page.getByRole('region', { name: 'Pay by bank transfer' });
    await payBy.getByText('IBAN', { exact: true }).waitFor();
    const reference = await payBy.getByText(/^INV-\d{4}-\d{6}$/).innerText();

    // An admin records the transfer through the API.
    const admin = await signInThroughApi(page, baseUrl, 'admin@demo.bayti.ae', DEMO_PASSWORD);
    // signInThroughApi stored the admin's session: put the family's back.
    await storeSession(page, family);
    const paid = await fetch(`${baseUrl}/api/admin/invoices/${invoiceId}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        method: 'bank_transfer',
        amount: 245,
        receivedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date()),
        reference,
      }),
    });
    expect(paid.status).toBe(200);

    await page.goto('/candidates/3');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    contact = page.getByRole('dialog', { name: 'Contact Details' });
    const call = contact.getByRole('link', { name: 'Call Now' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await page.keyboard.press('Escape');

    // The dashboard shows the plan and the paid invoice.
    await page.goto('/dashboard/employer/analytics');
    await page.getByText('Standard plan active').waitFor();
    await page.goto('/dashboard/employer/invoices');
    const invoices = page.getByRole('table', { name: 'Your invoices' });
    await invoices.getByText('Paid', { exact: true }).waitFor();
    await invoices.getByText('245.00').waitFor();
    expect(errors).toEqual([]);
  });

  test('a visitor pressing a plan is asked to sign in', async () => {
    const { page } = await open('/pricing');
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  });
});

describe('the dashboard addresses', () => {
  test('each tab, filter, sort and period is a URL that survives a reload', async () => {
    const { page, errors } = await open('/');
    await signInThroughApi(page, baseUrl, 'family@demo.bayti.ae');

    await page.goto('/dashboard/employer');
    await page.waitForURL('**/dashboard/employer/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByRole('tab', { name: '6M' }).click();
    await page.waitForURL('**/dashboard/employer/analytics?period=6M');
    await page.reload();
    expect(await page.getByRole('tab', { name: '6M' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('link', { name: 'Candidates' }).first().click();
    await page.waitForURL('**/dashboard/employer/candidates');
    await page.getByRole('tab', { name: /^Interview/ }).click();
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill('nanny');
    await pick(page, page.locator('main'), 'SORT', 'Age: high to low');
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?status=interview&search=nanny&sort=age&order=desc');
    await page.reload();
    expect(await page.getByRole('tab', { name: /^Interview/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('searchbox', { name: 'Search candidates' }).inputValue()).toBe(
      'nanny',
    );
    await page.getByRole('button', { name: /SORT/ }).getByText('Age: high to low').waitFor();
    const ages = await table(page).getByRole('row').locator('td:nth-child(4)').allTextContents();
    expect(ages.map(Number)).toEqual([...ages.map(Number)].sort((a, b) => b - a));
    // Clear keeps the tab and the sort.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?status=interview&sort=age&order=desc');

    for (const [tab, heading] of [
      ['recruitments', 'Recruitments'],
      ['orders', 'Orders'],
      ['invoices', 'Invoices'],
      ['profile', 'Profile'],
    ] as const) {
      await page.goto(`/dashboard/employer/${tab}`);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(
        await page
          .getByRole('navigation', { name: 'Dashboard' })
          .first()
          .getByRole('link', { name: heading })
          .getAttribute('aria-current'),
      ).toBe('page');
    }
    expect(errors).toEqual([]);
  });

  test('in Arabic on a phone: right to left, translated, the menu slides in', async () => {
    const { page, errors } = await open('/', { width: 375, height: 800 });
    const { token, user } = await signInThroughApi(page, baseUrl, 'family@demo.bayti.ae');
    await storeSession(page, { token, user }, 'ar');

    await page.goto('/dashboard/employer/invoices');
    await page.getByRole('heading', { level: 1, name: 'الفواتير' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const invoices = page.getByRole('table', { name: 'فواتيرك' });
    await invoices.getByRole('columnheader', { name: 'رقم الفاتورة' }).waitFor();
    await invoices.getByText('مدفوعة').first().waitFor();
    await page.getByText('عذرًا! لم يتم العثور على نتائج').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'المرشحات' }).click();
    await page.waitForURL('**/dashboard/employer/candidates');
    await page.getByRole('heading', { level: 1, name: 'المرشحات' }).waitFor();
    await page.getByRole('tab', { name: /تم التوظيف/ }).waitFor();

    // Nothing spills sideways off a 375 px screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
