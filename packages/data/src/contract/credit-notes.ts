import { z } from 'zod';
import { amountAedSchema, dataEnvelope, idSchema, isoDateSchema } from './common';
import {
  creditNoteSchema,
  invoiceDetailSchema,
  invoiceSellerSchema,
  paymentMethodSchema,
} from './billing';
import { contractText } from './messages';
import { VAT_PERCENT } from './money';

/*
 * Refunds of paid invoices (docs/decisions/0028): an admin refunds all or part of what was paid,
 * with a reason; each refund issues a credit note, a tax document of its own series that refers
 * to the invoice it corrects.
 */

/** The longest reason an admin can give for a refund. */
export const REFUND_REASON_MAX = 500;

/**
 * POST /admin/invoices/:id/refunds: refund the rest of what was paid (`full`), or `amount` (AED,
 * VAT included). Refunds of an invoice never add up to more than its payment; a full refund ends
 * the access its plan gave.
 */
export const refundInvoiceBodySchema = z
  .strictObject({
    full: z.boolean(),
    amount: amountAedSchema.positive().nullable(),
    reason: z
      .string()
      .trim()
      .min(1, contractText('billing.refundReasonRequired'))
      .max(REFUND_REASON_MAX),
  })
  .refine((body) => body.full || body.amount !== null, {
    path: ['amount'],
    message: contractText('billing.refundAmountRequired'),
  });
export type RefundInvoiceBody = z.infer<typeof refundInvoiceBodySchema>;
export type RefundInvoiceInput = z.input<typeof refundInvoiceBodySchema>;
export const refundInvoiceResponseSchema = dataEnvelope({ invoice: invoiceDetailSchema });

/**
 * GET /employer/credit-notes/:id: the printable tax credit note: the seller and its TRN, the
 * buyer, the invoice it corrects, and the refund before VAT, its VAT and its total.
 */
export const creditNoteDocumentSchema = creditNoteSchema.extend({
  currency: z.literal('AED'),
  invoiceId: idSchema,
  invoiceNo: z.string(),
  invoiceDate: isoDateSchema,
  /** What the corrected invoice was for, e.g. 'Standard access plan (1 month)'. */
  description: z.string(),
  method: paymentMethodSchema,
  seller: invoiceSellerSchema,
  billedTo: z.object({ name: z.string(), email: z.string(), address: z.string() }),
  subtotal: amountAedSchema,
  vatPercent: z.literal(VAT_PERCENT),
  vat: amountAedSchema,
  total: amountAedSchema,
});
export type CreditNoteDocument = z.infer<typeof creditNoteDocumentSchema>;
export const creditNoteResponseSchema = dataEnvelope({ creditNote: creditNoteDocumentSchema });
