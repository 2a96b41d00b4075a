import { and, eq, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { candidates, refundCases } from '../db/schema';
import { adminRecipientIds, agencyRecipientIds, emitEvent } from '../events/emit';
import { REFUND_LINKS, aedText } from '../modules/refund-cases/links';
import { uaeDay } from '../uae-calendar';

/**
 * The refund-overdue job: once a refund case is past its due date (14 days after the return) and
 * not recorded as paid, tells the agency that placed the worker and the admins, once per case (the
 * events' dedupe keys are the case). Returns how many cases it told about.
 */
export async function runRefundOverdue(deps: { db: Database; clock: Clock }): Promise<number> {
  const now = deps.clock.now();
  const overdue = await deps.db
    .select({
      id: refundCases.id,
      agencyId: refundCases.agencyId,
      candidate: candidates.name,
      amountDueFils: refundCases.amountDueFils,
      dueOn: refundCases.dueOn,
    })
    .from(refundCases)
    .innerJoin(candidates, eq(candidates.id, refundCases.candidateId))
    .where(and(eq(refundCases.status, 'open'), lt(refundCases.dueOn, uaeDay(now))));
  const admins = overdue.length > 0 ? await adminRecipientIds(deps.db) : [];
  let told = 0;
  for (const item of overdue) {
    const params = {
      candidate: item.candidate,
      amount: aedText(item.amountDueFils),
      dueOn: item.dueOn,
    };
    const agency = item.agencyId === null ? [] : await agencyRecipientIds(deps.db, item.agencyId);
    const toAgency = await emitEvent(deps.db, now, {
      type: 'refund_case.overdue',
      recipientIds: agency,
      params,
      link: REFUND_LINKS.agency,
      dedupeKey: `refund-overdue:${item.id}:agency`,
    });
    const toAdmins = await emitEvent(deps.db, now, {
      type: 'refund_case.overdue',
      recipientIds: admins,
      params,
      link: REFUND_LINKS.admin,
      dedupeKey: `refund-overdue:${item.id}:admin`,
    });
    if (toAgency || toAdmins) told += 1;
  }
  return told;
}
