import type { PurchasePlanResult } from '@bayti/data/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../../test/harness';
import { registerFamily, type TestFamily } from '../../../test/families';
import { recordTransfer } from '../../../test/payments';
import { pdfText } from '../../../test/pdf-text';

const TRN = '100234567800003';

let t: TestApp;
let family: TestFamily;
let invoice: PurchasePlanResult['invoice'];
beforeAll(async () => {
  t = await startTestApp({ SELLER_NAME: 'Bayti Technologies LLC', SELLER_TRN: TRN });
  family = await registerFamily(t.app, 'Amal Al Mansouri');
  const bought = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId: 'standard' },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  invoice = body<{ data: PurchasePlanResult }>(bought).data.invoice;
});
afterAll(() => t.close());

const pdfUrl = (id: number, query = '') => `/api/employer/invoices/${id}/pdf${query}`;
const adminPdfUrl = (id: number, query = '') => `/api/admin/invoices/${id}/pdf${query}`;

/** A 200 PDF download named `fileName`, and its text. */
async function downloaded(response: LightMyRequestResponse, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

describe('the family downloads her tax invoice as a PDF', () => {
  it('in English: the number, the seller and its TRN, her name, the VAT split', async () => {
    const text = await downloaded(
      await family.call({ method: 'GET', url: pdfUrl(invoice.id, '?lang=en') }),
      `bayti-tax-invoice-${invoice.invoiceNo}.pdf`,
    );
    for (const expected of [
      invoice.invoiceNo,
      'Bayti Technologies LLC',
      `TRN ${TRN}`,
      'Amal Al Mansouri',
      'Standard access plan (1 month)',
      'AED 233.33',
      'AED 11.67',
      'AED 245.00',
      'Pay by bank transfer',
      'Pending',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('in Arabic, and in the language of Accept-Language without ?lang', async () => {
    const name = `bayti-tax-invoice-${invoice.invoiceNo}-ar.pdf`;
    const asked = await downloaded(
      await family.call({ method: 'GET', url: pdfUrl(invoice.id, '?lang=ar') }),
      name,
    );
    for (const expected of [invoice.invoiceNo, TRN, 'فاتورة', 'رقم الفاتورة', '245.00']) {
      expect(asked).toContain(expected);
    }
    const preferred = await family.call({
      method: 'GET',
      url: pdfUrl(invoice.id),
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    });
    await downloaded(preferred, name);
  });

  it('shows the payment once an admin recorded it', async () => {
    const paid = await recordTransfer(t.app, invoice);
    expect(paid.statusCode, paid.body).toBe(200);
    const text = await downloaded(
      await family.call({ method: 'GET', url: pdfUrl(invoice.id, '?lang=en') }),
      `bayti-tax-invoice-${invoice.invoiceNo}.pdf`,
    );
    expect(text).toContain(`Paid by bank transfer, reference Transfer for invoice ${invoice.id}.`);
    expect(text).not.toContain('Pay by bank transfer');
  });

  it("answers another family's invoice, or none, as not found", async () => {
    const other = await registerFamily(t.app);
    for (const url of [pdfUrl(invoice.id), pdfUrl(invoice.id + 100_000)]) {
      const response = await other.call({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(404);
      expect(body(response)).toMatchObject({
        error: { code: 'not_found', message: 'Invoice not found' },
      });
    }
  });

  it('refuses a language it does not write, a visitor (401) and other roles (403)', async () => {
    const wrongLanguage = await family.call({ method: 'GET', url: pdfUrl(invoice.id, '?lang=fr') });
    expect(wrongLanguage.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'GET', url: pdfUrl(invoice.id) });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['candidate', 'agency', 'admin'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: pdfUrl(invoice.id),
        headers: bearer(await signIn(t.app, demoEmail(role))),
      });
      expect(response.statusCode, role).toBe(403);
    }
  });
});

describe("an admin downloads any family's tax invoice", () => {
  it('in either language; an unknown invoice is not found; a family is refused', async () => {
    const admin = bearer(await signIn(t.app, demoEmail('admin')));
    const text = await downloaded(
      await t.app.inject({
        method: 'GET',
        url: adminPdfUrl(invoice.id, '?lang=ar'),
        headers: admin,
      }),
      `bayti-tax-invoice-${invoice.invoiceNo}-ar.pdf`,
    );
    expect(text).toContain(invoice.invoiceNo);
    expect(text).toContain(TRN);
    const missing = await t.app.inject({
      method: 'GET',
      url: adminPdfUrl(999_999),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const asFamily = await family.call({ method: 'GET', url: adminPdfUrl(invoice.id) });
    expect(asFamily.statusCode).toBe(403);
  });
});
