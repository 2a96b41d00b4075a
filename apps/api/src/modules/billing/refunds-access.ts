import { and, eq, gte, ne } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/**
 * A refunded plan gives no more access (docs/decisions/0028): a running plan ends now, a queued
 * one never starts. The family's plans queued after it move earlier by the time it gave back, so
 * the days she still paid for follow on at once (plans run one after another, see settle).
 */
export async function endPlanAccess(tx: Transaction, orderId: number, now: Date): Promise<void> {
  const [order] = await tx
    .select({
      familyId: orders.familyId,
      startsAt: orders.accessStartsAt,
      endsAt: orders.accessEndsAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.startsAt || !order.endsAt || order.endsAt <= now) return;
  const from = order.startsAt > now ? now : order.startsAt;
  const givenBackMs = order.endsAt.getTime() - Math.max(order.startsAt.getTime(), now.getTime());
  await tx
    .update(orders)
    .set({ accessStartsAt: from, accessEndsAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
  const later = await tx
    .select({ id: orders.id, startsAt: orders.accessStartsAt, endsAt: orders.accessEndsAt })
    .from(orders)
    .where(
      and(
        eq(orders.familyId, order.familyId),
        ne(orders.id, orderId),
        gte(orders.accessStartsAt, order.endsAt),
      ),
    );
  const earlier = (at: Date | null) => (at ? new Date(at.getTime() - givenBackMs) : at);
  for (const plan of later) {
    await tx
      .update(orders)
      .set({
        accessStartsAt: earlier(plan.startsAt),
        accessEndsAt: earlier(plan.endsAt),
        updatedAt: now,
      })
      .where(eq(orders.id, plan.id));
  }
}
