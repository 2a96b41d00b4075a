import {
  fromFils,
  toFils,
  type InvoiceDetail,
  type PaymentMethod,
  type RefundInvoiceBody,
} from '@bayti/data/contract';
import { eq, sum } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { creditNotes, invoices, payments } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError, conflict, notFound, validationError } from '../../errors';
import { withEvents, type EventDeps } from '../../events/transaction';
import type { JobQueue } from '../../jobs/queue';
import { uaeDay } from '../../uae-calendar';
import { lockInvoiceFamily } from './family-lock';
import { nextDocumentNumber } from './numbering';
import { endPlanAccess } from './refunds-access';
import { isCardRefundFailure, type StripeRefunds } from './refunds-stripe';
import type { InvoiceIssuer } from './seller';
import { StatementService } from './statements';

export interface RefundDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  issuer: InvoiceIssuer;
  /** Card refunds; undefined when Stripe is not set up. */
  stripe: StripeRefunds | undefined;
}

/** A paid invoice, locked, with the payment that settled it and what was refunded of it. */
interface RefundableInvoice {
  id: number;
  invoiceNo: string;
  familyId: number;
  orderId: number;
  method: PaymentMethod;
  paidFils: number;
  reference: string;
  refundedFils: number;
}

/**
 * Refunds of paid invoices (docs/decisions/0028): an admin refunds all or part of what was paid,
 * with a reason. A card payment is refunded through Stripe, a bank transfer is recorded; each
 * refund issues a credit note (CN-<year>, gapless), and the refund that makes the whole payment
 * ends the plan's access. Refunds of an invoice never add up to more than its payment.
 */
export class RefundService {
  private readonly statements: StatementService;
  private readonly events: EventDeps;

  constructor(private readonly deps: RefundDeps) {
    this.statements = new StatementService(deps.db, deps.issuer);
    this.events = { db: deps.db, clock: deps.clock, jobs: deps.jobs };
  }

  async refund(
    adminId: number,
    invoiceId: number,
    body: RefundInvoiceBody,
  ): Promise<InvoiceDetail> {
    if (!fitsIntegerColumn(invoiceId)) throw notFound('billing.invoiceNotFound');
    const now = this.deps.clock.now();
    await withEvents(this.events, async (tx, emit) => {
      const invoice = await lockedPaidInvoice(tx, invoiceId);
      const remaining = invoice.paidFils - invoice.refundedFils;
      if (remaining <= 0) throw conflict('billing.fullyRefunded');
      const amountFils = body.full || body.amount === null ? remaining : toFils(body.amount);
      if (amountFils > remaining) {
        const params = { amount: aed(amountFils), remaining: aed(remaining) };
        throw validationError({ amount: { id: 'billing.refundAboveRemaining', params } });
      }
      const providerRefundId =
        invoice.method === 'card' ? await this.refundCard(invoice, amountFils) : null;
      const day = uaeDay(now);
      const creditNoteNo = await nextDocumentNumber(tx, 'CN', day);
      await tx.insert(creditNotes).values({
        creditNoteNo,
        invoiceId: invoice.id,
        familyId: invoice.familyId,
        amountFils,
        reason: body.reason,
        method: invoice.method,
        providerRefundId,
        issuedOn: day,
        issuedAt: now,
        recordedBy: adminId,
      });
      await tx.update(invoices).set({ updatedAt: now }).where(eq(invoices.id, invoice.id));
      const whole = amountFils === remaining;
      if (whole) await endPlanAccess(tx, invoice.orderId, now);
      await emit({
        type: 'invoice.refunded',
        recipientIds: [invoice.familyId],
        params: {
          invoice: invoice.invoiceNo,
          amount: aed(amountFils),
          creditNote: creditNoteNo,
          ended: whole ? 'yes' : 'no',
        },
        link: `/dashboard/employer/invoices/${invoice.id}`,
      });
    });
    return this.statements.invoiceDetail(invoiceId, null);
  }

  /**
   * Stripe refunds the card. The key names the invoice's payment, what was refunded before and
   * this amount: a retry of a refund whose answer was lost (here or on the network) gets Stripe's
   * first refund back, never a second one.
   */
  private async refundCard(invoice: RefundableInvoice, amountFils: number): Promise<string> {
    const { stripe } = this.deps;
    if (!stripe) throw conflict('billing.cardRefundUnavailable');
    try {
      return await stripe.refund({
        sessionId: invoice.reference,
        amountFils,
        invoiceNo: invoice.invoiceNo,
        idempotencyKey: `refund-${invoice.reference}-${invoice.refundedFils}-${amountFils}`,
      });
    } catch (error) {
      if (!isCardRefundFailure(error)) throw error;
      // Nothing is recorded; the admin tries again, with the same key.
      const failure = new AppError('service_unavailable', 'billing.cardRefundFailed');
      failure.cause = error;
      throw failure;
    }
  }
}

const aed = (fils: number) => fromFils(fils).toFixed(2);

/**
 * The invoice locked for its refund (two refunds of one invoice wait for each other), after its
 * family (the lock payments take, so plans and refunds of a family do not cross). Only a paid
 * invoice can be refunded (409 otherwise).
 */
async function lockedPaidInvoice(tx: Transaction, invoiceId: number): Promise<RefundableInvoice> {
  await lockInvoiceFamily(tx, invoiceId);
  const [invoice] = await tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      familyId: invoices.familyId,
      orderId: invoices.orderId,
      status: invoices.paymentStatus,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for('update');
  if (!invoice) throw notFound('billing.invoiceNotFound');
  const [payment] = await tx
    .select({
      method: payments.method,
      paidFils: payments.amountFils,
      reference: payments.reference,
    })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  if (invoice.status !== 'Paid' || !payment) throw conflict('billing.refundUnpaid');
  const [refunded] = await tx
    .select({ fils: sum(creditNotes.amountFils).mapWith(Number) })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  const { status: _paid, ...paid } = invoice;
  return { ...paid, ...payment, refundedFils: refunded?.fils ?? 0 };
}
