import type { AppContext } from '../context';
import type { MailAttachments } from '../mail/attachments';
import { invoiceIssuer } from '../modules/billing';
import { paidInvoiceAttachment } from '../modules/billing/invoice-pdf';
import { calendarOrganizer, interviewAttachment } from '../modules/interviews';

/**
 * The files notification emails carry: the family's tax invoice PDF when it is paid; both sides'
 * calendar invitation when an interview is agreed, and its cancellation when the family calls it off.
 */
export const mailAttachments = ({
  db,
  config,
}: Pick<AppContext, 'db' | 'config'>): MailAttachments => ({
  'invoice.paid': paidInvoiceAttachment(db, invoiceIssuer(config)),
  'interview.agreed': interviewAttachment(db, 'invitation', calendarOrganizer(config.mailFrom)),
  'interview.cancelled': interviewAttachment(
    db,
    'cancellation',
    calendarOrganizer(config.mailFrom),
  ),
});
