import {
  fromFils,
  toFils,
  type InvoiceDetail,
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
import { planById } from './numbering';
import type { InvoiceIssuer } from './seller';
import { StatementService } from './statements';

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
export class PaymentService {
  private readonly statements: StatementService;
  private readonly events: EventDeps;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    jobs: JobQueue,
    issuer: InvoiceIssuer,
  ) {
    this.statements = new StatementService(db, issuer);
    this.events = { db, clock, jobs };
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
      if (toFils(body.amount) !== total) {
        throw validationError({
          amount: {
            id: 'billing.amountMismatch',
            params: { received: body.amount.toFixed(2), total: fromFils(total).toFixed(2) },
          },
        });
      }
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

type LockedInvoice = Awaited<ReturnType<typeof lockedInvoice>>;

/** The invoice with its family locked (one payment of a family at a time), unpaid. */
async function lockedInvoice(tx: Transaction, invoiceId: number) {
  const [target] = await tx
    .select({ familyId: invoices.familyId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!target) throw notFound('billing.invoiceNotFound');
  // Two plans of one family cannot then claim the same start.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, target.familyId)).for('update');
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
  if (invoice.status === 'Paid') throw conflict('billing.alreadyPaid');
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
  invoice: LockedInvoice,
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
