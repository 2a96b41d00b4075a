import { eq } from 'drizzle-orm';
import { candidates } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Emit } from '../../events/transaction';
import { creditRecentRevealers } from '../billing';
import { ownerLink, ownerRecipientIds, statusColumns, withdrawPendingReview } from '../listings';
import { recordModeration } from './record';

type Row = typeof candidates.$inferSelect;

/**
 * A profile off the public site in the caller's transaction: any pending review withdrawn, the
 * families who saw her contact in the last 48 hours credited (decision 0025), hidden with the
 * reason.
 */
export async function takeOffSite(
  tx: Transaction,
  emit: Emit,
  row: Row,
  reason: string,
  now: Date,
): Promise<void> {
  await withdrawPendingReview(tx, row.id, now);
  await creditRecentRevealers(tx, emit, row.id, now);
  await tx
    .update(candidates)
    .set({ ...statusColumns('hidden', reason), updatedAt: now })
    .where(eq(candidates.id, row.id));
}

/**
 * An admin hides a profile (Hide, or upholding a report with hide): taken off the site, the hide
 * recorded with who, when and why, and its owner told. The caller has locked the row and checked
 * it is not hidden already.
 */
export async function hideProfile(
  tx: Transaction,
  emit: Emit,
  adminId: number,
  row: Row,
  reason: string,
  now: Date,
): Promise<void> {
  await takeOffSite(tx, emit, row, reason, now);
  await recordModeration(tx, now, {
    actorId: adminId,
    action: 'hide',
    targetType: 'candidate',
    targetId: row.id,
    reason,
    before: { listingStatus: row.listingStatus },
    after: { listingStatus: 'hidden' },
  });
  await emit({
    type: 'listing.hidden',
    recipientIds: await ownerRecipientIds(tx, row),
    params: { candidate: row.name, reason },
    link: ownerLink(row),
  });
}
