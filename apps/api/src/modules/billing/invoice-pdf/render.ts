import type { InvoiceDetail, MailLocale } from '@bayti/data/contract';
import PDFDocument from 'pdfkit';
import { InvoiceCanvas } from './canvas';
import { invoiceFonts } from './fonts';
import { drawInvoice } from './layout';
import { invoicePdfText } from './texts';

const MARGIN = 50;

/**
 * One tax invoice as an A4 PDF in English or Arabic (decision 0027): pdfkit, with IBM Plex Sans
 * Arabic embedded (fontkit shapes the Arabic letters) and each line ordered by the bidirectional
 * algorithm. `createdAt` is the document's creation date (the clock's now).
 */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  locale: MailLocale,
  createdAt: Date,
): Promise<Buffer> {
  const text = invoicePdfText(locale);
  const fonts = invoiceFonts();
  const title = text.say('invoicePdf.title', { number: invoice.invoiceNo });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    displayTitle: true,
    info: {
      Title: title,
      Author: invoice.seller.name,
      Subject: title,
      CreationDate: createdAt,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(new InvoiceCanvas(doc, text.direction, MARGIN), invoice, text);
  doc.end();
  return done;
}
