import {
  type AccessPeriod,
  type FamilyPlan,
  type PlanId,
  type PurchasePlanResult,
} from '@bayti/data/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { withEvents, type EventDeps } from '../../events/transaction';
import type { JobQueue } from '../../jobs/queue';
import { invoices, orders, users } from '../../db/schema';
import { nextId, type Transaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { uaeDay } from '../../uae-calendar';
import { requireVerifiedEmail } from '../auth';
import { documentNumber, nextInvoiceNumber, planById, planDescription } from './numbering';
import type { InvoiceIssuer } from './seller';
import { hasRunningPlan } from './plan-periods';
import { StatementService } from './statements';

/**
 * Access plans: buying them and the access they give. Payments settle invoices through
 * PaymentService (payments.ts).
 */
export class BillingService {
  private readonly statements: StatementService;
  private readonly events: EventDeps;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Woken when a purchase or payment wrote events (docs/decisions/0023). */
    jobs: JobQueue,
    issuer: InvoiceIssuer,
  ) {
    this.statements = new StatementService(db, issuer);
    this.events = { db, clock, jobs };
  }

  /**
   * A new order and its Pending invoice at the plan's current price. Asking again for a plan
   * whose invoice is still unpaid answers that order (a double click buys once): `created` false.
   */
  async purchase(
    familyId: number,
    planId: PlanId,
  ): Promise<PurchasePlanResult & { created: boolean }> {
    const plan = planById(planId);
    const now = this.clock.now();
    const day = uaeDay(now);
    const result = await withEvents(this.events, async (tx, emit) => {
      await lockFamily(tx, familyId);
      const [unpaid] = await tx
        .select({ orderId: orders.id })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(
          and(
            eq(orders.familyId, familyId),
            eq(orders.planId, planId),
            eq(invoices.paymentStatus, 'Pending'),
          ),
        )
        .limit(1);
      if (unpaid) return { orderId: unpaid.orderId, created: false };

      const orderId = await nextId(tx, 'orders');
      const invoiceId = await nextId(tx, 'invoices');
      await tx.insert(orders).values({
        id: orderId,
        orderNo: documentNumber('ORD', day, orderId),
        familyId,
        kind: 'access_plan',
        planId,
        description: planDescription(planId),
        nationality: null,
        amount: plan.priceAed,
        status: 'Pending',
        orderedOn: day,
        orderedAt: now,
        accessDays: plan.durationDays,
        updatedAt: now,
      });
      const invoiceNo = await nextInvoiceNumber(tx, day);
      await tx.insert(invoices).values({
        id: invoiceId,
        invoiceNo,
        orderId,
        familyId,
        amount: plan.priceAed,
        paymentStatus: 'Pending',
        issuedOn: day,
        issuedAt: now,
        updatedAt: now,
      });
      await emit({
        type: 'invoice.issued',
        recipientIds: [familyId],
        params: { invoice: invoiceNo, amount: plan.priceAed.toFixed(2) },
        link: `/dashboard/employer/invoices/${invoiceId}`,
      });
      return { orderId, created: true };
    });
    const order = await this.statements.order(result.orderId);
    const invoice = await this.statements.invoice(order.invoiceId);
    return { order, invoice, created: result.created };
  }

  /** Whether the family has a paid plan running at this moment. */
  async hasActivePlan(familyId: number): Promise<boolean> {
    return hasRunningPlan(this.db, familyId, this.clock.now());
  }

  /** Contact details: an admin always (support); a verified family only with a running plan. */
  async requireContactAccess(user: SessionUser): Promise<void> {
    if (user.role === 'admin') return;
    requireVerifiedEmail(user);
    if (user.role === 'client' && (await this.hasActivePlan(user.id))) return;
    throw new AppError('plan_required', 'billing.planRequired');
  }

  /** The dashboard's plan card: running, queued and unpaid plans. */
  async planStatus(familyId: number): Promise<FamilyPlan> {
    const now = this.clock.now();
    const [periods, pendingInvoices] = await Promise.all([
      this.db
        .select({
          planId: orders.planId,
          orderId: orders.id,
          invoiceId: invoices.id,
          startsAt: orders.accessStartsAt,
          endsAt: orders.accessEndsAt,
        })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(and(eq(orders.familyId, familyId), gt(orders.accessEndsAt, now)))
        .orderBy(asc(orders.accessStartsAt), asc(orders.id)),
      this.statements
        .invoiceRows(
          and(
            eq(invoices.familyId, familyId),
            eq(invoices.paymentStatus, 'Pending'),
            eq(orders.kind, 'access_plan'),
          ),
        )
        .orderBy(asc(invoices.issuedAt), asc(invoices.id)),
    ]);
    const current: AccessPeriod[] = periods.flatMap(({ planId, startsAt, endsAt, ...ids }) =>
      planId && startsAt && endsAt
        ? [
            {
              planId,
              name: planById(planId).name,
              ...ids,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
            },
          ]
        : [],
    );
    const nowIso = now.toISOString();
    // ISO strings of one format compare as the instants they name.
    const active = current.find((p) => p.startsAt <= nowIso) ?? null;
    return {
      active,
      upcoming: current.filter((p) => p !== active),
      accessEndsAt: current.at(-1)?.endsAt ?? null,
      pendingInvoices,
    };
  }
}

/** Serialises billing writes of one family (its users row) until the transaction ends. */
async function lockFamily(tx: Transaction, familyId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, familyId)).for('update');
}
