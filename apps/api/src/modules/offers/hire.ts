import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { candidates, offers, pipelineEntries, recruitments } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { Emit } from '../../events/transaction';
import { statusColumns, withdrawPendingReview } from '../listings';
import { uaeDay } from '../../uae-calendar';
import { OFFER_LINKS } from './links';

type Offer = typeof offers.$inferSelect;
type Candidate = typeof candidates.$inferSelect;

/** Pipeline statuses in which a family is still considering a candidate. */
export const OPEN_PIPELINE_STATUSES = ['shortlisted', 'interview', 'selected'] as const;

/**
 * What an accepted offer does, in the answer's transaction: the family's row is hired and her
 * recruitment starts (at the offer letter); the candidate leaves the public list ('hired'); every
 * other pending offer to her lapses; and every other family still considering her hears she is no
 * longer available.
 */
export async function hire(
  tx: Transaction,
  emit: Emit,
  offer: Offer,
  candidate: Candidate,
  answeredBy: number,
  now: Date,
): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'accepted', answeredBy, answeredAt: now, updatedAt: now })
    .where(eq(offers.id, offer.id));
  await tx
    .update(pipelineEntries)
    // Accepting is her selection too, when the family never marked one.
    .set({
      status: 'hired',
      hiredAt: now,
      selectionDate: sql`coalesce(${pipelineEntries.selectionDate}, ${uaeDay(now)})`,
      selectedAt: sql`coalesce(${pipelineEntries.selectedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(pipelineEntries.id, offer.pipelineEntryId));
  await tx
    .insert(recruitments)
    .values({
      pipelineEntryId: offer.pipelineEntryId,
      familyId: offer.familyId,
      candidateId: offer.candidateId,
      startedOn: uaeDay(now),
      startedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: recruitments.pipelineEntryId });
  await withdrawPendingReview(tx, candidate.id, now);
  await tx
    .update(candidates)
    .set({ ...statusColumns('hired'), updatedAt: now })
    .where(eq(candidates.id, candidate.id));
  await tx
    .update(offers)
    .set({ status: 'lapsed', updatedAt: now })
    .where(
      and(
        eq(offers.candidateId, candidate.id),
        eq(offers.status, 'pending'),
        ne(offers.id, offer.id),
      ),
    );

  const others = await tx
    .select({ familyId: pipelineEntries.familyId })
    .from(pipelineEntries)
    .where(
      and(
        eq(pipelineEntries.candidateId, candidate.id),
        ne(pipelineEntries.familyId, offer.familyId),
        inArray(pipelineEntries.status, [...OPEN_PIPELINE_STATUSES]),
      ),
    );
  await emit({
    type: 'candidate.hired_elsewhere',
    recipientIds: others.map((row) => row.familyId),
    params: { candidate: candidate.name },
    link: OFFER_LINKS.family,
  });
  await emit({
    type: 'offer.accepted',
    recipientIds: [offer.familyId],
    params: { candidate: candidate.name, position: offer.position, start: offer.startOn },
    link: OFFER_LINKS.recruitments,
  });
}
