import type { ListingReviewKind, ListingStatus } from '@bayti/data/contract';
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import {
  candidates,
  listingReviews,
  moderationActions,
  pipelineEntries,
  users,
} from '../../db/schema';
import type { Database } from '../../db/connection';
import type { Transaction } from '../../db/transaction';
import { adminRecipientIds, agencyRecipientIds } from '../../events/emit';
import type { Emit } from '../../events/transaction';
import { conflict, validationError, type FieldMessageInput } from '../../errors';
import type { MessageId } from '../../i18n/messages/en';
import { missingForListing } from './missing';
import { changedFields, publicSnapshot, type PublicSnapshot } from './public-fields';
import { LINKS, dateOfBirthOf, isAdult } from './rules';

/*
 * The listing state machine (docs/decisions/0022), run inside the caller's transaction with its
 * event emitter. is_published is true exactly while listing_status is 'listed', so the public
 * indexes, which select is_published, hold listed rows only.
 *
 *   draft | rejected | changes_requested --submit--> in_review --approve--> listed
 *   in_review --reject--> rejected;  --request_changes--> changes_requested
 *   listed | stale --public field changed--> in_review (a 'change' review)
 *   listed --30 days--> stale --reconfirm--> listed;  listed --reconfirm--> listed (30 more days)
 *   in_review | listed | stale --withdraw--> draft
 *   any --hide (admin)--> hidden --unhide (admin)--> listed (or draft if never approved)
 */

type Row = typeof candidates.$inferSelect;

/** The columns a status change writes: is_published follows the status. */
export const statusColumns = (status: ListingStatus, reason: string | null = null) => ({
  listingStatus: status,
  listingReason: reason,
  isPublished: status === 'listed',
});

/** Who hears about a listing: the worker herself, or the agency that listed or manages her. */
export async function ownerRecipientIds(tx: Database | Transaction, row: Row): Promise<number[]> {
  if (row.userId !== null && row.publisherAgencyId === null) return [row.userId];
  const agencyId = row.publisherAgencyId ?? row.agencyId;
  if (agencyId !== null) return agencyRecipientIds(tx, agencyId);
  return row.userId !== null ? [row.userId] : [];
}

export const ownerLink = (row: Row) =>
  row.userId !== null && row.publisherAgencyId === null ? LINKS.worker : LINKS.agency;

/** Whether a family's row has her hired (an accepted offer not yet returned), other than `except`. */
export async function hasRunningHire(
  tx: Database | Transaction,
  candidateId: number,
  except?: number,
): Promise<boolean> {
  const [hire] = await tx
    .select({ id: pipelineEntries.id })
    .from(pipelineEntries)
    .where(
      and(
        eq(pipelineEntries.candidateId, candidateId),
        eq(pipelineEntries.status, 'hired'),
        except === undefined ? undefined : ne(pipelineEntries.id, except),
      ),
    )
    .limit(1);
  return hire !== undefined;
}

/** The pending review of a profile, if any. */
export async function pendingReviewOf(tx: Database | Transaction, candidateId: number) {
  const [pending] = await tx
    .select()
    .from(listingReviews)
    .where(and(eq(listingReviews.candidateId, candidateId), eq(listingReviews.state, 'pending')))
    .limit(1);
  return pending ?? null;
}

/** The public fields as an admin last approved them (null: never approved). */
export async function approvedSnapshot(
  tx: Database | Transaction,
  candidateId: number,
): Promise<PublicSnapshot | null> {
  const [last] = await tx
    .select({ after: moderationActions.after })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetType, 'candidate'),
        eq(moderationActions.targetId, candidateId),
        inArray(moderationActions.action, ['approve', 'unhide']),
        isNotNull(moderationActions.after),
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(1);
  return (last?.after as PublicSnapshot | undefined) ?? null;
}

/**
 * The reasons a profile cannot be submitted or listed yet, by field; empty when it can. What is
 * missing is worked out here (missingForListing), so every step that lists applies one rule.
 */
export async function listingBlockers(
  tx: Transaction,
  row: Row,
  now: Date,
): Promise<Record<string, FieldMessageInput>> {
  const blockers: Record<string, FieldMessageInput> = await missingForListing(tx, row, now);
  if (!isAdult(dateOfBirthOf(row), now)) blockers.dateOfBirth = 'listing.underAge';
  if (row.userId !== null) {
    const [owner] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (!owner?.verifiedAt) blockers.email = 'listing.verifyEmailFirst';
  }
  return blockers;
}

/** Refuses (400, naming each field) a profile that cannot be listed. */
export async function requireListable(tx: Transaction, row: Row, now: Date): Promise<void> {
  // Hired by a family's accepted offer: off the list until she is returned (decision 0029).
  if (row.listingStatus === 'hired') throw conflict('listing.hired');
  const blockers = await listingBlockers(tx, row, now);
  if (Object.keys(blockers).length === 0) return;
  const headline: MessageId = blockers.email
    ? 'listing.verifyEmailFirst'
    : blockers.dateOfBirth
      ? 'listing.underAge'
      : 'listing.incomplete';
  throw validationError(blockers, headline);
}

/** Puts a profile in the Review queue (or adds the fields to its pending review) and tells admins. */
export async function openReview(
  tx: Transaction,
  emit: Emit,
  row: Row,
  kind: ListingReviewKind,
  actorId: number | null,
  now: Date,
): Promise<void> {
  const changed =
    kind === 'change' ? changedFields(await approvedSnapshot(tx, row.id), publicSnapshot(row)) : [];
  const pending = await pendingReviewOf(tx, row.id);
  if (pending) {
    const merged = [...new Set([...pending.changedFields, ...changed])];
    await tx
      .update(listingReviews)
      .set({ changedFields: merged })
      .where(eq(listingReviews.id, pending.id));
  } else {
    await tx.insert(listingReviews).values({
      candidateId: row.id,
      kind,
      changedFields: changed,
      submittedBy: actorId,
      submittedAt: now,
    });
  }
  await tx
    .update(candidates)
    .set({ ...statusColumns('in_review'), updatedAt: now })
    .where(eq(candidates.id, row.id));
  if (!pending)
    await emit({
      type: 'listing.submitted',
      recipientIds: await adminRecipientIds(tx),
      params: { candidate: row.name },
      link: LINKS.review,
    });
}

/** Submit to review (the worker's or agency's explicit step): from draft or an admin's answer. */
export async function submitListing(
  tx: Transaction,
  emit: Emit,
  row: Row,
  actorId: number,
  now: Date,
): Promise<void> {
  if (row.listingStatus === 'in_review') throw conflict('listing.alreadyInReview');
  if (row.listingStatus === 'listed' || row.listingStatus === 'stale')
    throw conflict('listing.alreadyListed');
  if (row.listingStatus === 'hidden') throw conflict('listing.hiddenByAdmin');
  await requireListable(tx, row, now);
  await openReview(tx, emit, row, 'new', actorId, now);
}

/**
 * A save of a listed (or stale, or in-review) profile: a change to a public field takes it off
 * the list into a 'change' review until an admin approves it. Other states keep their status: the
 * next submission is reviewed anyway, and a hidden profile waits for an admin.
 */
export async function afterPublicSave(
  tx: Transaction,
  emit: Emit,
  before: Row,
  after: Row,
  actorId: number,
  now: Date,
): Promise<void> {
  await tx.update(candidates).set({ activeAt: now }).where(eq(candidates.id, after.id));
  const watched: ListingStatus[] = ['listed', 'stale', 'in_review'];
  if (!watched.includes(before.listingStatus)) return;
  const changed = changedFields(publicSnapshot(before), publicSnapshot(after));
  if (changed.length === 0) return;
  await openReview(tx, emit, after, 'change', actorId, now);
}

/** A pending review no longer asked for (taken off, or hidden by an admin). */
export async function withdrawPendingReview(tx: Transaction, candidateId: number, now: Date) {
  await tx
    .update(listingReviews)
    .set({ state: 'withdrawn', decidedAt: now })
    .where(and(eq(listingReviews.candidateId, candidateId), eq(listingReviews.state, 'pending')));
}

/** Takes a profile off the list (or out of review) at once; it goes back to draft. */
export async function withdrawListing(tx: Transaction, row: Row, now: Date): Promise<void> {
  if (row.listingStatus === 'hidden') throw conflict('listing.hiddenByAdmin');
  if (!['in_review', 'listed', 'stale'].includes(row.listingStatus))
    throw conflict('listing.notListed');
  await withdrawPendingReview(tx, row.id, now);
  await tx
    .update(candidates)
    .set({ ...statusColumns('draft'), updatedAt: now })
    .where(eq(candidates.id, row.id));
}

/** Reconfirms a listed or stale profile: listed for 30 more days from now. */
export async function reconfirmListing(tx: Transaction, row: Row, now: Date): Promise<void> {
  if (row.listingStatus !== 'listed' && row.listingStatus !== 'stale')
    throw conflict('listing.notListed');
  await tx
    .update(candidates)
    .set({ ...statusColumns('listed'), reconfirmedAt: now, activeAt: now, updatedAt: now })
    .where(eq(candidates.id, row.id));
}

/** Lists a profile now (an admin's approval): reconfirmed from now, its fields recorded. */
export async function listNow(tx: Transaction, row: Row, now: Date): Promise<PublicSnapshot> {
  await tx
    .update(candidates)
    .set({ ...statusColumns('listed'), reconfirmedAt: now, updatedAt: now })
    .where(eq(candidates.id, row.id));
  return publicSnapshot(row);
}
