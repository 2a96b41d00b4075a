import {
  EMPLOYER_ORDER_STATUSES,
  INVOICE_PAYMENT_STATUSES,
  NATIONALITIES,
  PAYMENT_METHODS,
  PLAN_IDS,
  type EmployerOrderStatus,
  type InvoicePaymentStatus,
  type Nationality,
  type PaymentMethod,
  type PlanId,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { candidates } from './candidates';
import { inList } from './sql-helpers';

/*
 * What families buy. Today: access plans, one order and one invoice each. Amounts are AED
 * with 2 decimals, copied from PLANS at purchase so a later price change never rewrites a bill.
 */

export const ORDER_KINDS = ['access_plan'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * An order. For an access plan, access_starts_at/access_ends_at are set when its invoice is paid
 * (null before): the period during which the family sees contact details.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNo: text('order_no').notNull(),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    planId: text('plan_id').$type<PlanId>(),
    description: text('description').notNull(),
    /** The worker's nationality, for recruitment orders; null for an access plan. */
    nationality: text('nationality').$type<Nationality>(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<EmployerOrderStatus>().notNull(),
    /** The UAE day of the order (orderDate). */
    orderedOn: date('ordered_on', { mode: 'string' }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** Days of access the plan gave when bought (durationDays then). */
    accessDays: integer('access_days'),
    accessStartsAt: timestamp('access_starts_at', { withTimezone: true }),
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    index('orders_family_ordered_idx').on(t.familyId, t.orderedAt, t.id),
    // The plan check of every contact request: the family's paid periods by end.
    index('orders_family_access_idx').on(t.familyId, t.accessEndsAt),
    // The admin Accounts > Orders table, newest first.
    index('orders_ordered_idx').on(t.orderedAt, t.id),
    check('orders_kind_check', inList(t.kind, ORDER_KINDS)),
    check('orders_status_check', inList(t.status, EMPLOYER_ORDER_STATUSES)),
    check('orders_plan_id_check', sql`${t.planId} is null or ${inList(t.planId, PLAN_IDS)}`),
    check(
      'orders_nationality_check',
      sql`${t.nationality} is null or ${inList(t.nationality, NATIONALITIES)}`,
    ),
    check('orders_amount_check', sql`${t.amount} >= 0`),
    check('orders_plan_check', sql`(${t.kind} = 'access_plan') = (${t.planId} is not null)`),
  ],
);

/** The invoice of an order (one each); paying it completes the order. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceNo: text('invoice_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paymentStatus: text('payment_status').$type<InvoicePaymentStatus>().notNull(),
    /** The UAE day of issue (invoiceDate). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_invoice_no_unique').on(t.invoiceNo),
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_family_issued_idx').on(t.familyId, t.issuedAt, t.id),
    index('invoices_status_idx').on(t.paymentStatus, t.issuedAt),
    // The admin Accounts > Invoice table, newest first; revenue by month of payment.
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_paid_idx').on(t.paidAt),
    check('invoices_payment_status_check', inList(t.paymentStatus, INVOICE_PAYMENT_STATUSES)),
    check('invoices_amount_check', sql`${t.amount} >= 0`),
    check('invoices_paid_check', sql`(${t.paymentStatus} = 'Paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * The last number issued in each series of tax invoices ('INV-2026'): the next invoice takes it
 * plus one in the transaction that writes the invoice, so numbers run without gaps (a rolled-back
 * purchase gives its number back), unlike an identity sequence.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('document_counters_last_check', sql`${t.last} > 0`)],
);

/**
 * The payment that settled an invoice (one per invoice): a bank transfer an admin recorded (who
 * is kept) or a card payment whose signed webhook event is kept, so a replay changes nothing.
 * The amount is in fils.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** The UAE day the money arrived. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    /** The admin who recorded a transfer; null for a card payment (its webhook event). */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's event (a Stripe event id) that reported a card payment. */
    providerEventId: text('provider_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_invoice_unique').on(t.invoiceId),
    uniqueIndex('payments_provider_event_unique').on(t.providerEventId),
    check('payments_method_check', inList(t.method, PAYMENT_METHODS)),
    check('payments_amount_check', sql`${t.amountFils} > 0`),
  ],
);

/**
 * A family saw a listed worker's contact details (her first and latest reveal): the basis of
 * "reachable or credited" (docs/decisions/0025).
 */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    firstRevealedAt: timestamp('first_revealed_at', { withTimezone: true }).notNull(),
    lastRevealedAt: timestamp('last_revealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.candidateId] }),
    index('contact_reveals_candidate_idx').on(t.candidateId, t.lastRevealedAt),
  ],
);

/**
 * Days added to a family's access because a contact she paid to see was unreachable or already
 * hired: one credit per family and profile, at most PLAN_CREDITS_PER_PLAN per plan (its order).
 */
export const planCredits = pgTable(
  'plan_credits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    reason: text('reason').$type<'report_upheld' | 'profile_hidden'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_credits_family_candidate_unique').on(t.familyId, t.candidateId),
    index('plan_credits_order_idx').on(t.orderId),
    check('plan_credits_reason_check', sql`${t.reason} in ('report_upheld', 'profile_hidden')`),
    check('plan_credits_days_check', sql`${t.days} > 0`),
  ],
);

/**
 * A refund of a paid invoice, in full or in part, and the tax credit note it issues (numbered
 * without gaps in its own series, 'CN-2026'). A card payment is refunded through Stripe (its
 * refund id kept, so a retry changes nothing); a transfer is recorded. Refunds of an invoice
 * never total more than was paid.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    creditNoteNo: text('credit_note_no').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The refunded amount with its VAT, in fils. */
    amountFils: integer('amount_fils').notNull(),
    reason: text('reason').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Stripe's refund id, for a card payment. */
    providerRefundId: text('provider_refund_id'),
    /** The UAE day of issue. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The admin who refunded. */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('credit_notes_no_unique').on(t.creditNoteNo),
    uniqueIndex('credit_notes_provider_refund_unique').on(t.providerRefundId),
    index('credit_notes_invoice_idx').on(t.invoiceId, t.issuedAt),
    index('credit_notes_family_idx').on(t.familyId, t.issuedAt),
    check('credit_notes_method_check', inList(t.method, PAYMENT_METHODS)),
    check('credit_notes_amount_check', sql`${t.amountFils} > 0`),
  ],
);
