import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Transaction } from '../../db/transaction';
import { orders } from '../../db/schema';

/** The family's orders whose paid access runs at `now` (started, not yet ended). */
export const runningAt = (familyId: number, now: Date) =>
  and(eq(orders.familyId, familyId), lte(orders.accessStartsAt, now), gt(orders.accessEndsAt, now));

/** Whether the family has a paid plan running at `now` (contact details, offers). */
export async function hasRunningPlan(
  db: Database | Transaction,
  familyId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(runningAt(familyId, now))
    .limit(1);
  return row !== undefined;
}
