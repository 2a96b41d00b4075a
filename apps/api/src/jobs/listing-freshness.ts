import { RECONFIRM_AFTER_DAYS, RECONFIRM_REMINDER_DAY } from '@bayti/data/contract';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { candidates } from '../db/schema';
import { emitEvent } from '../events/emit';
import type { JobQueue } from './queue';
import { ownerLink, ownerRecipientIds, statusColumns, staleDay } from '../modules/listings';
import { addDays } from '../uae-calendar';

/** The reason a stale listing's owner reads (the event's params are text). */
export const STALE_REASON = `Not reconfirmed for ${RECONFIRM_AFTER_DAYS} days. Reconfirm it to list it again.`;

/**
 * The daily freshness run (docs/decisions/0022): a listing reconfirmed 25 days ago gets one
 * reminder (its dedupe key is the listing's period, so a second run or a second server writes
 * nothing); one reconfirmed 30 days ago goes stale and leaves the public list. Each stale update
 * is conditional on the row still being listed and due, so two servers never both hide it.
 */
export async function runListingFreshness(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}): Promise<{ reminded: number; hidden: number }> {
  const now = deps.clock.now();
  const staleBefore = addDays(now, -RECONFIRM_AFTER_DAYS);
  const remindBefore = addDays(now, -RECONFIRM_REMINDER_DAY);
  const listed = eq(candidates.listingStatus, 'listed');

  let hidden = 0;
  const due = await deps.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(listed, lte(candidates.reconfirmedAt, staleBefore)));
  for (const { id } of due) {
    const went = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(candidates)
        .set({ ...statusColumns('stale'), updatedAt: now })
        .where(and(eq(candidates.id, id), listed, lte(candidates.reconfirmedAt, staleBefore)))
        .returning();
      if (!row) return false;
      await emitEvent(tx, now, {
        type: 'listing.hidden',
        recipientIds: await ownerRecipientIds(tx, row),
        params: { candidate: row.name, reason: STALE_REASON },
        link: ownerLink(row),
        dedupeKey: `stale:${row.id}:${row.reconfirmedAt!.toISOString()}`,
      });
      return true;
    });
    if (went) hidden += 1;
  }

  let reminded = 0;
  const soon = await deps.db
    .select()
    .from(candidates)
    .where(
      and(
        listed,
        lte(candidates.reconfirmedAt, remindBefore),
        gt(candidates.reconfirmedAt, staleBefore),
      ),
    );
  for (const row of soon) {
    const written = await emitEvent(deps.db, now, {
      type: 'listing.reconfirm_reminder',
      recipientIds: await ownerRecipientIds(deps.db, row),
      params: { candidate: row.name, date: staleDay(row.reconfirmedAt!) },
      link: ownerLink(row),
      dedupeKey: `reconfirm:${row.id}:${row.reconfirmedAt!.toISOString()}`,
    });
    if (written) reminded += 1;
  }
  return { reminded, hidden };
}
