import { z } from 'zod';
import { amountAedSchema, idSchema, isoDateSchema } from './common';
import { MAIL_LOCALES } from './listing-values';
import { nationalitySchema } from './options';
import { adminPaymentStatusSchema, invoicePaymentStatusSchema } from './statuses';

/** An invoice in the employer dashboard. */
export const employerInvoiceSchema = z.object({
  id: idSchema,
  invoiceNo: z.string().min(1),
  invoiceDate: isoDateSchema,
  nationality: nationalitySchema,
  amount: amountAedSchema,
  /** File name of the invoice PDF. */
  invoice: z.string(),
  paymentStatus: invoicePaymentStatusSchema,
});
export type EmployerInvoice = z.infer<typeof employerInvoiceSchema>;

/** An invoice in the admin Accounts > Invoice table. */
export const adminInvoiceSchema = z.object({
  id: idSchema,
  invoiceNo: z.string().min(1),
  invoiceDate: isoDateSchema,
  client: z.string(),
  workerNationality: nationalitySchema,
  paymentStatus: adminPaymentStatusSchema,
  deployingCountry: z.string(),
  amount: amountAedSchema,
  lastUpdatedOn: isoDateSchema,
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/**
 * GET /employer/invoices/:id/pdf and /admin/invoices/:id/pdf: the language of the tax invoice PDF;
 * without it, the caller's Accept-Language.
 */
export const invoicePdfQuerySchema = z.object({ lang: z.enum(MAIL_LOCALES).optional() });
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;
