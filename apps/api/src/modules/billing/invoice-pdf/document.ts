import type { MailLocale } from '@bayti/data/contract';
import type { StatementService } from '../statements';
import { renderInvoicePdf } from './render';
import { invoicePdfFileName } from './texts';

/** A rendered tax invoice and the name it is saved or attached under. */
export interface InvoicePdf {
  fileName: string;
  content: Buffer;
}

/**
 * The tax invoice `invoiceId` as a PDF in `locale`. With a familyId only that family's: another
 * family's invoice is not found (404), as on the printable page.
 */
export async function invoicePdf(
  statements: StatementService,
  invoiceId: number,
  familyId: number | null,
  locale: MailLocale,
  now: Date,
): Promise<InvoicePdf> {
  const invoice = await statements.invoiceDetail(invoiceId, familyId);
  return {
    fileName: invoicePdfFileName(locale, invoice.invoiceNo),
    content: await renderInvoicePdf(invoice, locale, now),
  };
}
