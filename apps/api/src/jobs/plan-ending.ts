import { PLANS } from '@bayti/data/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { orders } from '../db/schema';
import { emitEvent } from '../events/emit';
import { addDays, uaeDay } from '../uae-calendar';

/** A family hears this many days before its plan ends. */
export const PLAN_ENDING_NOTICE_DAYS = 3;

/**
 * The plan-ending job: tells each family whose access ends within 3 days, once per plan (the
 * event's dedupe key is the order), unless a later plan of theirs already continues it.
 */
export async function runPlanEnding(deps: { db: Database; clock: Clock }): Promise<number> {
  const now = deps.clock.now();
  const later = sql`exists (select 1 from ${orders} as next
    where next.family_id = ${orders.familyId} and next.access_ends_at > ${orders.accessEndsAt})`;
  const ending = await deps.db
    .select({
      id: orders.id,
      familyId: orders.familyId,
      planId: orders.planId,
      endsAt: orders.accessEndsAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'access_plan'),
        gt(orders.accessEndsAt, now),
        lte(orders.accessEndsAt, addDays(now, PLAN_ENDING_NOTICE_DAYS)),
        sql`not ${later}`,
      ),
    );
  let told = 0;
  for (const order of ending) {
    const plan = PLANS.find((p) => p.id === order.planId);
    const written = await emitEvent(deps.db, now, {
      type: 'plan.ending',
      recipientIds: [order.familyId],
      params: { plan: plan?.name ?? '', date: uaeDay(order.endsAt!) },
      link: '/pricing',
      dedupeKey: `plan-ending:${order.id}`,
    });
    if (written) told += 1;
  }
  return told;
}
