import { and, eq, gt, lte } from 'drizzle-orm';
import { orders } from '../../db/schema';

/** The family's orders whose paid access runs at `now` (started, not yet ended). */
export const runningAt = (familyId: number, now: Date) =>
  and(eq(orders.familyId, familyId), lte(orders.accessStartsAt, now), gt(orders.accessEndsAt, now));
