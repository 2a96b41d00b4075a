import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.ts';
import { mailTo } from './mailbox.ts';
import { familyWithInvoice, storeSession } from './families.ts';
import { signInThroughApi } from './session.ts';
import { testServer } from './test-server.ts';

const { open, baseUrl } = useBrowser();
const { mailDir } = testServer();

/** The bytes of a file the browser downloaded. */
async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path()) ?? '');
}

describe('the tax invoice as a PDF', () => {
  test('a family pays by transfer, an admin records it, and she downloads her PDF invoice (and is mailed it)', async () => {
    const { family, invoice } = await familyWithInvoice('Shamsa Al Nuaimi');

    // The admin records the transfer in Accounts > Invoice, and downloads the invoice's PDF there.
    const { page, errors } = await open('/');
    await signInThroughApi(page, baseUrl, 'admin@demo.bayti.ae');
    await page.goto(`/dashboard/admin/invoices?search=${encodeURIComponent(invoice.invoiceNo)}`);
    const row = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: invoice.invoiceNo });
    await row.getByRole('button', { name: `Record payment ${invoice.invoiceNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record the payment of ${invoice.invoiceNo}` });
    await dialog.getByRole('textbox', { name: /Amount received/ }).fill('245.00');
    await dialog.getByRole('textbox', { name: /Reference/ }).fill(`FT ${invoice.invoiceNo}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await row.getByText('PAID', { exact: true }).waitFor();
    const [adminCopy] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${invoice.invoiceNo} as PDF` }).click(),
    ]);
    expect(adminCopy.suggestedFilename()).toBe(`bayti-tax-invoice-${invoice.invoiceNo}.pdf`);
    expect((await bytesOf(adminCopy)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The family opens her invoice, now paid, and downloads it beside Print.
    await storeSession(page, family);
    await page.goto(`/dashboard/employer/invoices/${invoice.id}`);
    await page.getByText(`Paid by bank transfer, reference FT ${invoice.invoiceNo}.`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bayti-tax-invoice-${invoice.invoiceNo}.pdf`);
    const pdf = await bytesOf(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(errors).toEqual([]);

    // The mail that tells her the invoice is paid carries the same PDF.
    const paid = await mailTo(mailDir, family.user.email, new RegExp(`${invoice.invoiceNo} paid`));
    expect(paid.attachments).toEqual([
      {
        filename: `bayti-tax-invoice-${invoice.invoiceNo}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
        head: '%PDF-',
      },
    ]);
  }, 120_000);
});
