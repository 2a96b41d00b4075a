import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { invoices } from '../../../db/schema';
import type { AttachmentBuilder } from '../../../mail/attachments';
import type { InvoiceIssuer } from '../seller';
import { StatementService } from '../statements';
import { invoicePdf } from './document';

/**
 * The 'invoice.paid' email's attachment: the tax invoice the event names (its number), rendered
 * in the family's language when the mail is sent. An invoice that is no longer hers (or gone)
 * sends the mail without it.
 */
export function paidInvoiceAttachment(db: Database, issuer: InvoiceIssuer): AttachmentBuilder {
  const statements = new StatementService(db, issuer);
  return async ({ userId, locale, params, now }) => {
    const invoiceNo = params.invoice;
    if (typeof invoiceNo !== 'string') return [];
    const [invoice] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.invoiceNo, invoiceNo), eq(invoices.familyId, userId)));
    if (!invoice) return [];
    const pdf = await invoicePdf(statements, invoice.id, userId, locale, now);
    return [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }];
  };
}
