import type { MailLocale, NotificationType } from '@bayti/data/contract';
import type { EventParams } from '../db/schema';
import type { MailAttachment } from './mailer';

/** Who an email goes to and what its event said: what an attachment is made from. */
export interface AttachmentRequest {
  userId: number;
  locale: MailLocale;
  params: EventParams;
  /** The clock's now when the mail is written. */
  now: Date;
}

/** Makes the files one kind of notification email carries, at delivery time. */
export type AttachmentBuilder = (request: AttachmentRequest) => Promise<MailAttachment[]>;

/**
 * The notification types whose emails carry files, each with its builder (the deliver-events
 * job's `attachments`): an 'invoice.paid' email carries the tax invoice PDF. A builder runs when
 * the mail is sent, never in the request that wrote the event; if it fails, the mail fails and is
 * tried again like any other.
 */
export type MailAttachments = Partial<Record<NotificationType, AttachmentBuilder>>;
