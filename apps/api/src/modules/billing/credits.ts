import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { candidates, contactReveals, orders, planCredits } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Emit } from '../../events/transaction';
import { addDays, uaeDay } from '../../uae-calendar';
import { runningAt } from './plan-periods';

/** Days a family's access gains for a contact that was unreachable or already hired. */
export const CREDIT_DAYS = 3;
/** At most this many credits for one plan (its order). */
export const PLAN_CREDITS_PER_PLAN = 3;
/** A profile hidden this long after a family saw its contact credits her. */
export const REVEAL_CREDIT_WINDOW_MS = 48 * 60 * 60 * 1000;

type CreditReason = 'report_upheld' | 'profile_hidden';

/** A family saw a listed worker's contact details (kept for "reachable or credited"). */
export async function recordReveal(
  db: Pick<Transaction, 'insert'>,
  familyId: number,
  candidateId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(contactReveals)
    .values({ familyId, candidateId, firstRevealedAt: now, lastRevealedAt: now })
    .onConflictDoUpdate({
      target: [contactReveals.familyId, contactReveals.candidateId],
      set: { lastRevealedAt: now },
    });
}

/**
 * Reachable or credited (docs/decisions/0025): the family's access gains CREDIT_DAYS, once for
 * this profile and at most PLAN_CREDITS_PER_PLAN times for the plan running now; without a
 * running plan nothing is owed. The days go to the end of her last paid period (a queued plan
 * keeps its start), and she is told. Answers whether she was credited.
 */
export async function creditFamily(
  tx: Transaction,
  emit: Emit,
  familyId: number,
  candidateId: number,
  reason: CreditReason,
  now: Date,
): Promise<boolean> {
  const [running] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(runningAt(familyId, now))
    .orderBy(desc(orders.accessEndsAt))
    .limit(1)
    .for('update');
  if (!running) return false;
  const [used] = await tx
    .select({ n: count() })
    .from(planCredits)
    .where(eq(planCredits.orderId, running.id));
  if ((used?.n ?? 0) >= PLAN_CREDITS_PER_PLAN) return false;
  const [credit] = await tx
    .insert(planCredits)
    .values({
      familyId,
      orderId: running.id,
      candidateId,
      days: CREDIT_DAYS,
      reason,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: planCredits.id });
  if (!credit) return false;
  // The last paid period (the running one, or a plan queued after it) ends later.
  const [latest] = await tx
    .select({ id: orders.id, endsAt: orders.accessEndsAt })
    .from(orders)
    .where(and(eq(orders.familyId, familyId), isNotNull(orders.accessEndsAt)))
    .orderBy(desc(orders.accessEndsAt))
    .limit(1);
  const endsAt = addDays(latest!.endsAt!, CREDIT_DAYS);
  await tx
    .update(orders)
    .set({ accessEndsAt: endsAt, updatedAt: now })
    .where(eq(orders.id, latest!.id));
  const [who] = await tx
    .select({ name: candidates.name })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  await emit({
    type: 'plan.credited',
    recipientIds: [familyId],
    params: { days: CREDIT_DAYS, candidate: who?.name ?? '', date: uaeDay(endsAt) },
    link: '/dashboard/employer',
  });
  return true;
}

/** A profile hidden by Bayti: each family that saw its contact in the last 48 hours is credited. */
export async function creditRecentRevealers(
  tx: Transaction,
  emit: Emit,
  candidateId: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - REVEAL_CREDIT_WINDOW_MS);
  const revealers = await tx
    .select({ familyId: contactReveals.familyId })
    .from(contactReveals)
    .where(
      and(eq(contactReveals.candidateId, candidateId), gte(contactReveals.lastRevealedAt, since)),
    );
  for (const { familyId } of revealers)
    await creditFamily(tx, emit, familyId, candidateId, 'profile_hidden', now);
}
