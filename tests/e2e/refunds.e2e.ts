import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { signInThroughApi, signUpThroughApi } from './session.ts';

const { open, baseUrl } = useBrowser();

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('refunding a card payment', () => {
  test('a family pays by card, an admin refunds it in full through Stripe, and she reads the credit note', async () => {
    const family = await signUpThroughApi({
      name: 'Mariam Al Ketbi',
      email: `refund-${unique()}@e2e.bayti.ae`,
      password: 'a-good-password',
    });
    const ordered = await fetch(`${baseUrl}/api/employer/plans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
      body: JSON.stringify({ planId: 'standard' }),
    });
    expect(ordered.status).toBe(201);
    const { invoice } = (
      (await ordered.json()) as { data: { invoice: { id: number; invoiceNo: string } } }
    ).data;
    const asFamily = async () => {
      await page.evaluate(
        ([token, user]) => {
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('user', JSON.stringify(user));
        },
        [family.token, family.user] as const,
      );
    };

    // She pays on Stripe's Checkout (the stand-in).
    const { page, errors } = await open('/');
    await asFamily();
    await page.goto(`/dashboard/employer/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('heading', { name: 'Pay Bayti' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText(/^Paid by card, reference cs_test_\d+\.$/).waitFor();

    // The admin refunds all of it, with the reason, from Accounts > Invoice.
    await signInThroughApi(page, baseUrl, 'admin@demo.bayti.ae');
    await page.goto(`/dashboard/admin/invoices?search=${encodeURIComponent(invoice.invoiceNo)}`);
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: invoice.invoiceNo });
    await row.getByRole('button', { name: `Refund ${invoice.invoiceNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${invoice.invoiceNo}` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Paid twice by mistake');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page
      .getByText(
        new RegExp(
          `^Invoice ${invoice.invoiceNo} is refunded: credit note CN-\\d{4}-\\d{6} is issued\\.$`,
        ),
      )
      .waitFor();
    await row.getByText('Refunded in full').waitFor();

    // The family sees the refund on her invoice and opens the tax credit note.
    await asFamily();
    await page.goto(`/dashboard/employer/invoices/${invoice.id}`);
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText(/^Refunded AED\s?245\.00 in all\.$/).waitFor();
    await refunds.getByRole('link', { name: /^View credit note CN-/ }).click();
    await page
      .getByRole('heading', { level: 1, name: /^Tax Credit Note CN-\d{4}-\d{6}$/ })
      .waitFor();
    await page.getByText(invoice.invoiceNo).waitFor();
    await page.getByText('Refunded by card.').waitFor();

    // Her access ended with the refund.
    const contact = await fetch(`${baseUrl}/api/candidates/3/contact`, {
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(contact.status).toBe(403);
    expect(errors).toEqual([]);
  }, 120_000);
});
