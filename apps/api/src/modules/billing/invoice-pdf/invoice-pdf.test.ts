import type { InvoiceDetail } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { visualRuns } from './bidi';
import { invoicePdfFileName, renderInvoicePdf } from '.';

const invoice: InvoiceDetail = {
  id: 7,
  invoiceNo: 'INV-2026-000042',
  invoiceDate: '2026-11-20',
  nationality: null,
  amount: 195,
  invoice: 'INV-2026-000042',
  paymentStatus: 'Paid',
  planId: 'basic',
  description: 'Basic access plan (2 weeks)',
  orderNo: 'ORD-2026-000042',
  currency: 'AED',
  orderDate: '2026-11-20',
  paidAt: '2026-11-21T08:00:00.000Z',
  billedTo: {
    name: 'أمل المنصوري',
    email: 'amal@example.com',
    mobile: '+971 50 123 4567',
    address: '',
  },
  seller: {
    name: 'Bayti Technologies LLC',
    address: 'Office 1204, Sheikh Zayed Road, Dubai',
    trn: '100123456700003',
    email: 'support@bayti.ae',
    website: 'https://bayti.ae',
  },
  lines: [
    { description: 'Basic access plan (2 weeks)', quantity: 1, unitPrice: 185.71, amount: 185.71 },
  ],
  subtotal: 185.71,
  vatPercent: 5,
  vat: 9.29,
  total: 195,
  accessPeriod: { startsAt: '2026-11-21T08:00:00.000Z', endsAt: '2026-12-05T08:00:00.000Z' },
  payBy: null,
  payment: { method: 'bank_transfer', amount: 195, receivedOn: '2026-11-21', reference: 'FT-88' },
} as InvoiceDetail;

const render = (locale: 'en' | 'ar') =>
  renderInvoicePdf(invoice, locale, new Date('2026-11-21T09:00:00Z'));

describe('the tax invoice PDF', () => {
  it('is a PDF with the seller, TRN, buyer, number and the VAT split, in English', async () => {
    const pdf = await render('en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Tax Invoice',
      'INV-2026-000042',
      'Bayti Technologies LLC',
      'TRN 100123456700003',
      'amal@example.com',
      'Amount before VAT',
      'AED 185.71',
      'VAT (5%)',
      'AED 9.29',
      'AED 195.00',
      'Paid by bank transfer, reference FT-88.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('in Arabic keeps the numbers reading from the left and embeds the Arabic font', async () => {
    const pdf = await render('ar');
    const text = await pdfText(pdf);
    for (const expected of [
      'INV-2026-000042',
      '100123456700003',
      '185.71',
      '9.29',
      '195.00',
      '+971 50 123 4567',
    ]) {
      expect(text).toContain(expected);
    }
    // The Arabic words come back in reading order (pdf.js orders right-to-left text).
    for (const expected of ['فاتورة', 'رقم الفاتورة', 'حالة الدفع', 'مدفوعة', 'أمل المنصوري']) {
      expect(text).toContain(expected);
    }
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+IBMPlexSansArabic/);
  });

  it('names the file after the invoice and the language', () => {
    expect(invoicePdfFileName('en', 'INV-2026-000042')).toBe(
      'bayti-tax-invoice-INV-2026-000042.pdf',
    );
    expect(invoicePdfFileName('ar', 'INV-2026-000042')).toBe(
      'bayti-tax-invoice-INV-2026-000042-ar.pdf',
    );
  });
});

describe('visualRuns (the bidirectional order of a line)', () => {
  it('draws an Arabic line from the right, a number inside it from the left', () => {
    expect(visualRuns('رقم الفاتورة INV-2026-000042', 'rtl')).toEqual([
      { text: 'INV-2026-000042', rtl: false },
      { text: 'رقم الفاتورة ', rtl: true },
    ]);
  });

  it('mirrors brackets in Arabic, the percent sign read with the Arabic (UAX #9, as a browser)', () => {
    // After Arabic letters "5" is an Arabic number and "٪" reads right to left: shown "(٪5)".
    expect(visualRuns('ضريبة (5٪)', 'rtl')).toEqual([
      { text: '٪(', rtl: true },
      { text: '5', rtl: false },
      { text: 'ضريبة )', rtl: true },
    ]);
  });

  it('gives fontkit reversed what it would lay out the wrong way', () => {
    // Arabic-Indic digits read from the left, but fontkit lays Arabic script out right to left.
    expect(visualRuns('Total ١٢٣', 'ltr')).toEqual([
      { text: 'Total ', rtl: false },
      { text: '٣٢١', rtl: false },
    ]);
    // A colon alone in an Arabic line is drawn as it is (fontkit would not reverse it).
    expect(visualRuns('المرجع: FT-88', 'rtl')[0]).toEqual({ text: 'FT-88', rtl: false });
  });

  it('keeps an English line whole, and a phone number whole when it is always left to right', () => {
    expect(visualRuns('Amount before VAT', 'ltr')).toEqual([
      { text: 'Amount before VAT', rtl: false },
    ]);
    expect(visualRuns('+971 50 123 4567', 'ltr')).toEqual([
      { text: '+971 50 123 4567', rtl: false },
    ]);
    expect(visualRuns('+971 50 123 4567', 'rtl').map((run) => run.text)).not.toEqual([
      '+971 50 123 4567',
    ]);
  });
});
