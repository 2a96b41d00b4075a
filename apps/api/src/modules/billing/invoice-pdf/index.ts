export { invoicePdf, type InvoicePdf } from './document';
export { renderInvoicePdf } from './render';
export { sendInvoicePdf } from './send';
export { invoicePdfFileName } from './texts';
export { paidInvoiceAttachment } from './mail-attachment';
