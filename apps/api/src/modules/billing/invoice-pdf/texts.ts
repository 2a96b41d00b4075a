import type { InvoiceDetail, MailLocale } from '@bayti/data/contract';
import { translate, type MessageId } from '../../../i18n/translate';
import { uaeDay } from '../../../uae-calendar';

type PdfId = Extract<MessageId, `invoicePdf.${string}`>;

const INTL: Record<MailLocale, string> = { en: 'en-AE', ar: 'ar-AE' };

/**
 * The invoice's words and values in one language, from the API's catalogues: dates as the portal
 * writes them (Latin digits in both languages, as `ar-AE` does), amounts in dirhams.
 */
export function invoicePdfText(locale: MailLocale) {
  const say = (id: PdfId, params: Record<string, string> = {}) => translate(locale, id, params);
  const money = new Intl.NumberFormat(INTL[locale], {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const longDate = new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return {
    locale,
    direction: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
    say,
    aed: (amount: number) => money.format(amount),
    number: (value: number) => new Intl.NumberFormat(INTL[locale]).format(value),
    /** A calendar day (YYYY-MM-DD), or the UAE day of a moment (an ISO date-time). */
    date: (iso: string) =>
      longDate.format(new Date(`${iso.length === 10 ? iso : uaeDay(new Date(iso))}T00:00:00Z`)),
    /** What a line is for: a plan in the reader's language, else the server's words. */
    item: (invoice: Pick<InvoiceDetail, 'planId' | 'lines'>, description: string) =>
      invoice.planId && invoice.lines.length === 1
        ? say(`invoicePdf.plan.${invoice.planId}`)
        : description,
  };
}

export type InvoicePdfText = ReturnType<typeof invoicePdfText>;

/**
 * The attachment's file name: the invoice number, and the language when it is not English. A
 * name, not a sentence, so it is the same Latin in both languages and not in the catalogues.
 */
export const invoicePdfFileName = (locale: MailLocale, invoiceNo: string) =>
  `bayti-tax-invoice-${invoiceNo}${locale === 'en' ? '' : `-${locale}`}.pdf`;
