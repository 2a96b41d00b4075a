import { z } from 'zod';
import { ORDER_SORTS, INVOICE_SORTS } from './list-query-values';
import {
  amountAedSchema,
  dataEnvelope,
  emailValueSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  pageMetaSchema,
  searchTextSchema,
} from './common';
import { employerPageQuerySchema, sortOrderSchema } from './employer-pipeline';
import { planIdSchema } from './marketing';
import { contractText } from './messages';
import { VAT_PERCENT } from './money';
import { employerInvoiceSchema } from './invoices';
import { nationalitySchema } from './options';
import { employerOrderSchema } from './orders';

/*
 * Access plans bought by a family: POST /employer/plans creates an order and a Pending
 * invoice; once the invoice is Paid the plan runs for its durationDays. A plan bought while
 * another is active or queued starts when the last one ends, so paid days are never lost.
 * Prices and periods are PLANS in constants.ts.
 */

/**
 * An order in the family's Orders table. Nationality is the worker's, for recruitment orders;
 * an access plan has none. proformaInvoice is the number of the order's invoice.
 */
export const familyOrderSchema = employerOrderSchema.extend({
  nationality: nationalitySchema.nullable(),
  planId: planIdSchema.nullable(),
  /** What was bought, e.g. 'Standard access plan (1 month)'. */
  description: z.string(),
  invoiceId: idSchema,
});
export type FamilyOrder = z.infer<typeof familyOrderSchema>;

/** An invoice in the family's Invoices table; `invoice` is its number (View opens it). */
export const familyInvoiceSchema = employerInvoiceSchema.extend({
  nationality: nationalitySchema.nullable(),
  planId: planIdSchema.nullable(),
  description: z.string(),
  orderNo: z.string(),
});
export type FamilyInvoice = z.infer<typeof familyInvoiceSchema>;

/**
 * GET /employer/orders. Search is server-side: a case-insensitive substring of any shown column
 * (number, date YYYY-MM-DD, nationality, amount with 2 decimals, proforma, status). Newest first
 * by default.
 */
export const familyOrdersQuerySchema = z.object({
  search: searchTextSchema.optional(),
  sort: z.enum(ORDER_SORTS).default('orderDate'),
  order: sortOrderSchema.default('desc'),
  ...employerPageQuerySchema.shape,
});
export type FamilyOrdersQuery = z.infer<typeof familyOrdersQuerySchema>;
export type FamilyOrdersQueryInput = z.input<typeof familyOrdersQuerySchema>;

/** GET /employer/invoices: the same, over the Invoices columns. */
export const familyInvoicesQuerySchema = z.object({
  search: searchTextSchema.optional(),
  sort: z.enum(INVOICE_SORTS).default('invoiceDate'),
  order: sortOrderSchema.default('desc'),
  ...employerPageQuerySchema.shape,
});
export type FamilyInvoicesQuery = z.infer<typeof familyInvoicesQuerySchema>;
export type FamilyInvoicesQueryInput = z.input<typeof familyInvoicesQuerySchema>;

export const familyOrdersResponseSchema = dataEnvelope({
  items: z.array(familyOrderSchema),
  ...pageMetaSchema.shape,
});
export type FamilyOrdersPage = z.infer<typeof familyOrdersResponseSchema>['data'];

export const familyInvoicesResponseSchema = dataEnvelope({
  items: z.array(familyInvoiceSchema),
  ...pageMetaSchema.shape,
});
export type FamilyInvoicesPage = z.infer<typeof familyInvoicesResponseSchema>['data'];

/** Who issues Bayti's invoices, printed on each. */
/** A UAE Tax Registration Number: 15 digits. */
export const trnSchema = z.string().regex(/^\d{15}$/);

export const invoiceSellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** Bayti's Tax Registration Number, printed on every tax invoice. */
  trn: trnSchema,
  email: emailValueSchema,
  website: z.string(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: amountAedSchema,
  amount: amountAedSchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** How a payment reached Bayti: a bank transfer an admin records, or a card through Checkout. */
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Bayti's account for bank transfers (configuration), printed on an unpaid invoice. */
export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  iban: z.string(),
  swift: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A received payment: how, how much, the day it arrived and the reference it carried. */
export const invoicePaymentSchema = z.object({
  method: paymentMethodSchema,
  amount: amountAedSchema,
  receivedOn: isoDateSchema,
  reference: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/**
 * A credit note: a refund of part or all of a paid invoice, numbered in its own gapless series
 * (CN-2026-000001). `amount` is what was refunded, VAT included.
 */
export const creditNoteSchema = z.object({
  id: idSchema,
  creditNoteNo: z.string(),
  issuedOn: isoDateSchema,
  amount: amountAedSchema,
  reason: z.string(),
  method: paymentMethodSchema,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** An invoice's refunds: what was refunded in all, and each credit note, oldest first. */
export const invoiceRefundsSchema = z.object({
  refunded: amountAedSchema,
  creditNotes: z.array(creditNoteSchema),
});

/** GET /employer/invoices/:id: everything the printable invoice page shows. */
export const invoiceDetailSchema = familyInvoiceSchema.extend({
  currency: z.literal('AED'),
  orderDate: isoDateSchema,
  /** When the payment was recorded; null while Pending. */
  paidAt: isoDateTimeSchema.nullable(),
  billedTo: z.object({
    name: z.string(),
    email: emailValueSchema,
    mobile: z.string(),
    address: z.string(),
  }),
  seller: invoiceSellerSchema,
  /** Each line's unit price and amount before VAT. */
  lines: z.array(invoiceLineSchema).min(1),
  /** The amount before VAT (the lines' sum), the VAT at vatPercent, and the total they make. */
  subtotal: amountAedSchema,
  vatPercent: z.literal(VAT_PERCENT),
  vat: amountAedSchema,
  total: amountAedSchema,
  /** The access period the payment bought; null until paid (or for other orders). */
  accessPeriod: z.object({ startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema }).nullable(),
  /**
   * While unpaid: where to transfer the total and the reference the transfer must carry (the
   * invoice number, unique); null once paid.
   */
  payBy: z
    .object({
      reference: z.string(),
      bank: bankAccountSchema,
      /** Card payment through Stripe Checkout is offered (Bayti is set up for it). */
      card: z.boolean(),
    })
    .nullable(),
  /** The payment that settled it; null while unpaid. */
  payment: invoicePaymentSchema.nullable(),
  ...invoiceRefundsSchema.shape,
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
export const invoiceDetailResponseSchema = dataEnvelope({ invoice: invoiceDetailSchema });

/** A paid plan's period of access. */
export const accessPeriodSchema = z.object({
  planId: planIdSchema,
  name: z.string(),
  orderId: idSchema,
  invoiceId: idSchema,
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
});
export type AccessPeriod = z.infer<typeof accessPeriodSchema>;

/**
 * GET /employer/plan: the plan running now (null without one), paid plans queued after it,
 * `accessEndsAt` the end of the last paid period (null when none is current or queued), and the
 * invoices still awaiting payment.
 */
export const familyPlanSchema = z.object({
  active: accessPeriodSchema.nullable(),
  upcoming: z.array(accessPeriodSchema),
  accessEndsAt: isoDateTimeSchema.nullable(),
  pendingInvoices: z.array(familyInvoiceSchema),
});
export type FamilyPlan = z.infer<typeof familyPlanSchema>;
export const familyPlanResponseSchema = dataEnvelope({ plan: familyPlanSchema });

/** POST /employer/plans: buy a plan; answers the new order and its Pending invoice (201). */
export const purchasePlanBodySchema = z.strictObject({ planId: planIdSchema });
export type PurchasePlanBody = z.infer<typeof purchasePlanBodySchema>;
export const purchasePlanResponseSchema = dataEnvelope({
  order: familyOrderSchema,
  invoice: familyInvoiceSchema,
});
export type PurchasePlanResult = z.infer<typeof purchasePlanResponseSchema>['data'];

/** POST /employer/invoices/:id/checkout: the Stripe Checkout page to send the family to. */
export const cardCheckoutResponseSchema = dataEnvelope({ url: z.url() });

/** POST /payments/stripe/webhook: what Bayti answers Stripe once an event is taken. */
export const paymentWebhookResponseSchema = z.object({ received: z.literal(true) });

/** The longest payment reference an admin can record (a bank statement's reference line). */
export const PAYMENT_REFERENCE_MAX = 60;

/**
 * POST /admin/invoices/:id/payments: a bank transfer received, as the bank statement shows it.
 * The amount must be the invoice's total; the day may not be in the future. It settles the
 * invoice (a plan invoice starts its plan), and who recorded it is kept.
 */
export const recordInvoicePaymentBodySchema = z.strictObject({
  method: z.literal('bank_transfer'),
  amount: amountAedSchema.positive(),
  receivedOn: isoDateSchema,
  reference: z
    .string()
    .trim()
    .min(1, contractText('billing.referenceRequired'))
    .max(PAYMENT_REFERENCE_MAX),
});
export type RecordInvoicePaymentBody = z.infer<typeof recordInvoicePaymentBodySchema>;
export type RecordInvoicePaymentInput = z.input<typeof recordInvoicePaymentBodySchema>;
export const adminInvoiceResponseSchema = dataEnvelope({ invoice: invoiceDetailSchema });
