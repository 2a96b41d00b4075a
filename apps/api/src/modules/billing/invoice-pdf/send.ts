import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../../storage/file-names';
import type { InvoicePdf } from './document';

/** Answers a tax invoice PDF as a download that no shared cache keeps. */
export const sendInvoicePdf = (reply: FastifyReply, pdf: InvoicePdf) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(pdf.fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
