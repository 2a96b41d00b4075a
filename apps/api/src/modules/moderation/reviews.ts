import type {
  ListingDecisionBody,
  ListingReview,
  ListingReviewsPage,
  ListingReviewsQuery,
} from '@bayti/data/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { agencies, candidates, listingReviews, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { withEvents, type EventDeps } from '../../events/transaction';
import { fitsIntegerColumn } from '../../db/int-range';
import { conflict, notFound } from '../../errors';
import {
  approvedSnapshot,
  listNow,
  ownerLink,
  ownerRecipientIds,
  statusColumns,
  publicSnapshot,
  requireListable,
} from '../listings';
import { recordModeration } from './record';
import { listingAgencyId, reviewCandidateColumns, reviewCandidateOf } from './review-candidate';

/** Shown beside the fields (her photo) or not at all (a video's path says nothing). */
const MEDIA_FIELDS = new Set(['image', 'video']);

const r = listingReviews;
const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

const EVENT_OF = {
  approve: 'listing.approved',
  reject: 'listing.rejected',
  request_changes: 'listing.changes_requested',
} as const;
const STATE_OF = {
  approve: 'approved',
  reject: 'rejected',
  request_changes: 'changes_requested',
} as const;

/** The admin Review queue: every new public profile and every change to a public field. */
export class ReviewQueue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  async list(query: ListingReviewsQuery): Promise<ListingReviewsPage> {
    const where = eq(r.state, query.state);
    // Pending: first come, first served; decided ones: the latest decision first.
    const order =
      query.state === 'pending' ? [asc(r.submittedAt), asc(r.id)] : [desc(r.decidedAt), desc(r.id)];
    const [ids, [total]] = await Promise.all([
      this.db
        .select({ id: r.id })
        .from(r)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(r).where(where),
    ]);
    const items = await Promise.all(ids.map(({ id }) => this.read(this.db, id)));
    return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  private async read(db: Database | Transaction, id: number): Promise<ListingReview> {
    const [row] = await db
      .select({
        id: r.id,
        kind: r.kind,
        state: r.state,
        submittedAt: r.submittedAt,
        decidedAt: r.decidedAt,
        reason: r.reason,
        changedFields: r.changedFields,
        submitterId: submitter.id,
        submitterName: submitter.name,
        deciderId: decider.id,
        deciderName: decider.name,
        ...reviewCandidateColumns,
      })
      .from(r)
      .innerJoin(candidates, eq(candidates.id, r.candidateId))
      .leftJoin(agencies, sql`${agencies.id} = ${listingAgencyId}`)
      .leftJoin(submitter, eq(submitter.id, r.submittedBy))
      .leftJoin(decider, eq(decider.id, r.decidedBy))
      .where(eq(r.id, id))
      .limit(1);
    if (!row) throw notFound('moderation.reviewNotFound');
    const [candidate] = await db
      .select()
      .from(candidates)
      .where(eq(candidates.id, row.candidateId));
    const before = await approvedSnapshot(db, row.candidateId);
    const now = publicSnapshot(candidate!);
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      submittedAt: row.submittedAt.toISOString(),
      submittedBy:
        row.submitterId !== null ? { id: row.submitterId, name: row.submitterName ?? '' } : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.deciderId !== null ? { id: row.deciderId, name: row.deciderName ?? '' } : null,
      reason: row.reason,
      changes: row.changedFields.map((field) => ({
        field,
        before: before?.[field] ?? null,
        after: now[field] ?? '',
      })),
      publicFields: Object.entries(now)
        .filter(([field]) => !MEDIA_FIELDS.has(field))
        .map(([field, value]) => ({ field, value })),
      candidate: reviewCandidateOf(row),
    };
  }

  /** Approve, reject or request changes; the owner hears it, the action is recorded. */
  async decide(adminId: number, id: number, body: ListingDecisionBody): Promise<ListingReview> {
    if (!fitsIntegerColumn(id)) throw notFound('moderation.reviewNotFound');
    const now = this.clock.now();
    const reason = body.decision === 'approve' ? null : (body.reason ?? null);
    return withEvents(this.events, async (tx, emit) => {
      const [review] = await tx.select().from(r).where(eq(r.id, id)).for('update').limit(1);
      if (!review) throw notFound('moderation.reviewNotFound');
      if (review.state !== 'pending') throw conflict('moderation.alreadyDecided');
      const [row] = await tx
        .select()
        .from(candidates)
        .where(eq(candidates.id, review.candidateId))
        .for('update')
        .limit(1);
      if (!row) throw notFound('moderation.reviewNotFound');
      let after: Record<string, unknown> = { listingStatus: STATE_OF[body.decision] };
      if (body.decision === 'approve') {
        // Incomplete, under 18 or an unverified worker is never listed, whatever the queue says.
        await requireListable(tx, row, now);
        after = { ...(await listNow(tx, row, now)), listingStatus: 'listed' };
      } else {
        const status = body.decision === 'reject' ? 'rejected' : 'changes_requested';
        await tx
          .update(candidates)
          .set({ ...statusColumns(status, reason), updatedAt: now })
          .where(eq(candidates.id, row.id));
      }
      await tx
        .update(r)
        .set({ state: STATE_OF[body.decision], decidedBy: adminId, decidedAt: now, reason })
        .where(eq(r.id, id));
      await recordModeration(tx, now, {
        actorId: adminId,
        action: body.decision,
        targetType: 'candidate',
        targetId: row.id,
        reason,
        before: { listingStatus: row.listingStatus, review: review.id },
        after,
      });
      await emit({
        type: EVENT_OF[body.decision],
        recipientIds: await ownerRecipientIds(tx, row),
        params: { candidate: row.name, ...(reason ? { reason } : {}) },
        link: ownerLink(row),
      });
      return this.read(tx, id);
    });
  }
}
