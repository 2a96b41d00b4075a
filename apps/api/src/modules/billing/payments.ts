import {
  fromFils,
  toFils,
  type InvoiceDetail,
  type PlanId,
  type RecordInvoicePaymentBody,
} from '@bayti/data/contract';
import { and, eq, gt, max } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { invoices, orders, payments, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { conflict, notFound, validationError } from '../../errors';
import type { EventInput } from '../../events/emit';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import type { JobQueue } from '../../jobs/queue';
import { addDays, uaeDay } from '../../uae-calendar';
import { lockInvoiceFamily } from './family-lock';
import { planById } from './numbering';
import type { InvoiceIssuer } from './seller';
import { StatementService } from './statements';
import {
  isSignatureError,
  type ConfirmedCardPayment,
  type StripeCheckout,
} from './stripe-checkout';

/** A payment as a method reports it, before it settles its invoice. */
interface ReceivedPayment {
  method: 'bank_transfer' | 'card';
  amountFils: number;
  receivedOn: string;
  reference: string;
  recordedBy: number | null;
  providerEventId: string | null;
}

/**
 * The one way an invoice becomes Paid (docs/decisions/0024): a method (a bank transfer an admin
 * records; a card payment's signed webhook) reports the money, and `settle` stores the payment,
 * marks the invoice Paid and its order Completed, starts the plan it bought, and tells the family,
 * in one transaction.
 */
export interface PaymentDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  issuer: InvoiceIssuer;
  /** Card payments; undefined when Stripe is not set up (bank transfer only). */
  stripe: StripeCheckout | undefined;
  /** Where the portal is reached: Checkout sends the family back to her invoice there. */
  publicUrl: string;
}

export class PaymentService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly statements: StatementService;
  private readonly events: EventDeps;

  constructor(private readonly deps: PaymentDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.statements = new StatementService(deps.db, deps.issuer);
    this.events = { db: deps.db, clock: deps.clock, jobs: deps.jobs };
  }

  /**
   * A Stripe Checkout session for the family's unpaid invoice: the page to send her to. Refused
   * when cards are not taken, for a paid invoice, and for another family's (not found).
   */
  async startCheckout(familyId: number, invoiceId: number): Promise<string> {
    const { stripe, publicUrl } = this.deps;
    if (!stripe) throw conflict('billing.cardUnavailable');
    const invoice = await this.statements.invoiceDetail(invoiceId, familyId);
    if (invoice.paymentStatus === 'Paid') throw conflict('billing.alreadyPaid');
    const [family] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, familyId));
    return stripe.start({
      invoiceId,
      invoiceNo: invoice.invoiceNo,
      description: invoice.description,
      totalAed: invoice.total,
      email: family!.email,
      returnUrl: `${publicUrl}/dashboard/employer/invoices/${invoiceId}`,
    });
  }

  /**
   * Stripe's webhook: only a correctly signed event is read, and only a paid Checkout session
   * pays its invoice, once. A replayed event, or one for an invoice already paid, changes
   * nothing; an amount that is not the invoice's total is refused (400, logged by Stripe).
   */
  async takeStripeEvent(rawBody: string, signature: string | undefined): Promise<void> {
    const { stripe } = this.deps;
    if (!stripe) throw notFound('billing.cardUnavailable');
    let confirmed: ConfirmedCardPayment | null;
    try {
      confirmed = stripe.confirmed(rawBody, signature ?? '');
    } catch (error) {
      if (isSignatureError(error)) throw validationError({}, 'billing.webhookSignature');
      throw error;
    }
    if (!confirmed) return;
    const payment = confirmed;
    const now = this.clock.now();
    await withEvents(this.events, async (tx, emit) => {
      const [seen] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerEventId, payment.eventId));
      if (seen) return;
      if (!fitsIntegerColumn(payment.invoiceId)) throw notFound('billing.invoiceNotFound');
      const invoice = await lockedInvoice(tx, payment.invoiceId, { paid: 'skip' });
      if (!invoice) return;
      const total = toFils(invoice.amount);
      if (payment.amountFils !== total) throw amountMismatch(payment.amountFils, total);
      await settle(tx, emit, now, invoice, {
        method: 'card',
        amountFils: total,
        receivedOn: uaeDay(payment.createdAt),
        reference: payment.sessionId,
        recordedBy: null,
        providerEventId: payment.eventId,
      });
    });
  }

  /**
   * A bank transfer an admin saw arrive: the full total, on a day between the invoice's issue and
   * today, with the reference the statement shows. Anything else is refused and nothing changes.
   */
  async recordTransfer(
    adminId: number,
    invoiceId: number,
    body: RecordInvoicePaymentBody,
  ): Promise<InvoiceDetail> {
    if (!fitsIntegerColumn(invoiceId)) throw notFound('billing.invoiceNotFound');
    const now = this.clock.now();
    if (body.receivedOn > uaeDay(now))
      throw validationError({ receivedOn: 'billing.receivedInFuture' });
    await withEvents(this.events, async (tx, emit) => {
      const invoice = await lockedInvoice(tx, invoiceId);
      const total = toFils(invoice.amount);
      if (toFils(body.amount) !== total) throw amountMismatch(toFils(body.amount), total);
      if (body.receivedOn < invoice.issuedOn) {
        throw validationError({
          receivedOn: { id: 'billing.receivedBeforeInvoice', params: { issued: invoice.issuedOn } },
        });
      }
      await settle(tx, emit, now, invoice, {
        method: 'bank_transfer',
        amountFils: total,
        receivedOn: body.receivedOn,
        reference: body.reference,
        recordedBy: adminId,
        providerEventId: null,
      });
    });
    return this.statements.invoiceDetail(invoiceId, null);
  }
}

/** A payment of another amount than the invoice's total (both in fils), refused on `amount`. */
function amountMismatch(receivedFils: number, totalFils: number) {
  const params = {
    received: fromFils(receivedFils).toFixed(2),
    total: fromFils(totalFils).toFixed(2),
  };
  return validationError({ amount: { id: 'billing.amountMismatch', params } });
}

interface UnpaidInvoice {
  id: number;
  familyId: number;
  status: 'Pending' | 'Paid';
  orderId: number;
  issuedOn: string;
  accessDays: number | null;
  invoiceNo: string;
  amount: number;
  planId: PlanId | null;
}

/**
 * The invoice with its family locked (one payment of a family at a time), unpaid: a Paid one is
 * refused (409), or with `paid: 'skip'` answered as null (a card event for a paid invoice).
 */
async function lockedInvoice(tx: Transaction, invoiceId: number): Promise<UnpaidInvoice>;
async function lockedInvoice(
  tx: Transaction,
  invoiceId: number,
  options: { paid: 'skip' },
): Promise<UnpaidInvoice | null>;
async function lockedInvoice(
  tx: Transaction,
  invoiceId: number,
  options?: { paid: 'skip' },
): Promise<UnpaidInvoice | null> {
  await lockInvoiceFamily(tx, invoiceId);
  const [invoice] = await tx
    .select({
      id: invoices.id,
      familyId: invoices.familyId,
      status: invoices.paymentStatus,
      orderId: invoices.orderId,
      issuedOn: invoices.issuedOn,
      accessDays: orders.accessDays,
      invoiceNo: invoices.invoiceNo,
      amount: invoices.amount,
      planId: orders.planId,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound('billing.invoiceNotFound');
  if (invoice.status === 'Paid') {
    if (options?.paid === 'skip') return null;
    throw conflict('billing.alreadyPaid');
  }
  return invoice;
}

/**
 * Stores the payment and settles its invoice: Paid, the order Completed, and a plan starts now,
 * or when the family's last paid plan ends if one is still running (paid days are never lost).
 */
async function settle(
  tx: Transaction,
  emit: Emit,
  now: Date,
  invoice: UnpaidInvoice,
  payment: ReceivedPayment,
) {
  await tx.insert(payments).values({ invoiceId: invoice.id, ...payment, createdAt: now });
  await tx
    .update(invoices)
    .set({ paymentStatus: 'Paid', paidAt: now, updatedAt: now })
    .where(eq(invoices.id, invoice.id));
  let access: { accessStartsAt?: Date; accessEndsAt?: Date } = {};
  if (invoice.accessDays !== null) {
    const [latest] = await tx
      .select({ end: max(orders.accessEndsAt) })
      .from(orders)
      .where(and(eq(orders.familyId, invoice.familyId), gt(orders.accessEndsAt, now)));
    const startsAt = latest?.end ?? now;
    access = { accessStartsAt: startsAt, accessEndsAt: addDays(startsAt, invoice.accessDays) };
  }
  await tx
    .update(orders)
    .set({ status: 'Completed', updatedAt: now, ...access })
    .where(eq(orders.id, invoice.orderId));
  const tell = (input: Omit<EventInput, 'recipientIds'>) =>
    emit({ ...input, recipientIds: [invoice.familyId] });
  await tell({
    type: 'invoice.paid',
    params: { invoice: invoice.invoiceNo, amount: invoice.amount.toFixed(2) },
    link: `/dashboard/employer/invoices/${invoice.id}`,
  });
  if (access.accessEndsAt && invoice.planId) {
    await tell({
      type: 'plan.activated',
      params: { plan: planById(invoice.planId).name, date: uaeDay(access.accessEndsAt) },
      link: '/candidates',
    });
  }
}
