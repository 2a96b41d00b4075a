import { and, eq, type SQL } from 'drizzle-orm';
import { candidates, offers, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Emit } from '../../events/transaction';
import { ownerRecipientIds } from '../listings';
import { answererLink } from './links';

/**
 * Withdraws the pending offers matching `where` and tells whoever answers each (the worker or her
 * agency): a family taking an offer back, or rejecting a candidate she had made one to.
 */
export async function withdrawOffers(
  tx: Transaction,
  emit: Emit,
  where: SQL | undefined,
  now: Date,
): Promise<void> {
  const withdrawn = await tx
    .update(offers)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(offers.status, 'pending'), where))
    .returning();
  for (const offer of withdrawn) {
    const [row] = await tx
      .select({ candidate: candidates, family: users.name })
      .from(candidates)
      .innerJoin(users, eq(users.id, offer.familyId))
      .where(eq(candidates.id, offer.candidateId));
    if (!row) continue;
    await emit({
      type: 'offer.withdrawn',
      recipientIds: await ownerRecipientIds(tx, row.candidate),
      params: { candidate: row.candidate.name, family: row.family, position: offer.position },
      link: answererLink(row.candidate),
    });
  }
}
