import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signUpThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('paying by card', () => {
  test('a family pays her invoice on Stripe Checkout, comes back to it paid, and sees a contact', async () => {
    const family = await signUpThroughApi({
      name: 'Hessa Al Mazrouei',
      email: `card-${unique()}@e2e.bayti.ae`,
      password: 'a-good-password',
    });
    const ordered = await fetch(`${baseUrl}/api/employer/plans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
      body: JSON.stringify({ planId: 'standard' }),
    });
    expect(ordered.status).toBe(201);
    const { invoice } = ((await ordered.json()) as { data: { invoice: { id: number } } }).data;

    const { page, errors } = await open('/');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('user', JSON.stringify(user));
      },
      [family.token, family.user] as const,
    );
    await page.goto(`/dashboard/employer/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Pay by card' }).click();

    // Stripe's page (the stand-in): the total, and Pay.
    await page.getByRole('heading', { name: 'Pay Bayti' }).waitFor();
    await page.getByText('AED 245.00').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the invoice: paid by card once Stripe's signed event arrived.
    await page.waitForURL(/\/dashboard\/employer\/invoices\/\d+\?paid=card$/);
    await page.getByText(/^Paid by card, reference cs_test_\d+\.$/).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Tax Invoice INV-/ }).waitFor();

    await page.goto('/candidates/3');
    await page.getByRole('button', { name: 'Contact Me' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Details' });
    const call = contact.getByRole('link', { name: 'Call Now' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(errors).toEqual([]);
  }, 120_000);
});
