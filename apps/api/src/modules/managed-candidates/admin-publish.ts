import { and, eq } from 'drizzle-orm';
import { type candidates, listingReviews } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Emit } from '../../events/transaction';
import { listNow, ownerLink, ownerRecipientIds, requireListable } from '../listings';
import { recordModeration } from '../moderation';

type Row = typeof candidates.$inferSelect;

/**
 * An admin publishing a candidate is the moderator too: listed at once (under 18, unverified or
 * incomplete still refused), any pending review settled as approved, the approval recorded with
 * the fields as approved, and her agency told.
 */
export async function publishAsAdmin(
  tx: Transaction,
  emit: Emit,
  row: Row,
  adminId: number,
  now: Date,
): Promise<void> {
  await requireListable(tx, row, now);
  await tx
    .update(listingReviews)
    .set({ state: 'approved', decidedBy: adminId, decidedAt: now })
    .where(and(eq(listingReviews.candidateId, row.id), eq(listingReviews.state, 'pending')));
  const approved = await listNow(tx, row, now);
  await recordModeration(tx, now, {
    actorId: adminId,
    action: 'approve',
    targetType: 'candidate',
    targetId: row.id,
    before: { listingStatus: row.listingStatus },
    after: { ...approved, listingStatus: 'listed' },
  });
  await emit({
    type: 'listing.approved',
    recipientIds: await ownerRecipientIds(tx, row),
    params: { candidate: row.name },
    link: ownerLink(row),
  });
}
