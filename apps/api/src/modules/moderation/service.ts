import type {
  ListingState,
  ModerationActionEntry,
  ModerationActionsQuery,
} from '@bayti/data/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, moderationActions, sessions, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { withEvents, type EventDeps } from '../../events/transaction';
import { conflict, notFound } from '../../errors';
import {
  approvedSnapshot,
  changedFields,
  hasRunningHire,
  listNow,
  listingBlockers,
  openReview,
  ownerLink,
  pendingReviewOf,
  publicSnapshot,
  statusColumns,
  listingStateOf,
} from '../listings';
import { hideProfile, takeOffSite } from './hide';
import { recordModeration } from './record';

type Row = typeof candidates.$inferSelect;

/** Hiding any public profile and deactivating any account, each recorded with its reason. */
export class ModerationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  private async lockedCandidate(tx: Transaction, id: number): Promise<Row> {
    const [row] = fitsIntegerColumn(id)
      ? await tx.select().from(candidates).where(eq(candidates.id, id)).for('update').limit(1)
      : [];
    if (!row) throw notFound('candidates.notFound');
    return row;
  }

  private async stateOf(db: Database | Transaction, id: number): Promise<ListingState> {
    const [row] = await db.select().from(candidates).where(eq(candidates.id, id)).limit(1);
    return listingStateOf(row!, (await pendingReviewOf(db, id))?.kind ?? null);
  }

  /** Takes a profile off the public site, withdrawing any pending review; its owner is told. */
  async hide(adminId: number, id: number, reason: string) {
    const now = this.clock.now();
    return withEvents(this.events, async (tx, emit) => {
      const row = await this.lockedCandidate(tx, id);
      if (row.listingStatus === 'hidden') throw conflict('moderation.alreadyHidden');
      await hideProfile(tx, emit, adminId, row, reason, now);
      return { candidateId: row.id, listing: await this.stateOf(tx, row.id) };
    });
  }

  /**
   * A hidden profile an admin had approved is listed again (reconfirmed from now, its fields as
   * they are recorded as approved); one whose public fields changed since that approval (edited
   * while hidden, or a change review the hiding withdrew) goes to a 'change' review instead; one
   * never approved, or no longer listable, goes to draft.
   */
  async unhide(adminId: number, id: number, note: string | undefined) {
    const now = this.clock.now();
    return withEvents(this.events, async (tx, emit) => {
      const row = await this.lockedCandidate(tx, id);
      if (row.listingStatus !== 'hidden') throw conflict('moderation.notHidden');
      const approved = await approvedSnapshot(tx, row.id);
      const listable = Object.keys(await listingBlockers(tx, row, now)).length === 0;
      let after: Record<string, unknown> = { listingStatus: 'draft' };
      // Hidden while a family had her hired: she goes back to hired, not onto the list.
      if (await hasRunningHire(tx, row.id)) {
        await tx
          .update(candidates)
          .set({ ...statusColumns('hired'), updatedAt: now })
          .where(eq(candidates.id, row.id));
        after = { listingStatus: 'hired' };
      } else if (approved === null || !listable)
        await tx
          .update(candidates)
          .set({ ...statusColumns('draft'), updatedAt: now })
          .where(eq(candidates.id, row.id));
      else if (changedFields(approved, publicSnapshot(row)).length > 0) {
        await openReview(tx, emit, row, 'change', adminId, now);
        after = { listingStatus: 'in_review' };
      } else after = { ...(await listNow(tx, row, now)), listingStatus: 'listed' };
      await recordModeration(tx, now, {
        actorId: adminId,
        action: 'unhide',
        targetType: 'candidate',
        targetId: row.id,
        reason: note ?? null,
        before: { listingStatus: 'hidden', reason: row.listingReason },
        after,
      });
      return { candidateId: row.id, listing: await this.stateOf(tx, row.id) };
    });
  }

  /**
   * An account that cannot sign in: its sessions end in the same transaction, and a worker's own
   * profile is hidden with the same reason. Never the admin's own account.
   */
  async deactivate(adminId: number, userId: number, reason: string) {
    if (userId === adminId) throw conflict('moderation.ownAccount');
    const now = this.clock.now();
    return withEvents(this.events, async (tx, emit) => {
      const user = await this.lockedUser(tx, userId);
      if (user.status === 'INACTIVE') throw conflict('moderation.alreadyInactive');
      await tx
        .update(users)
        .set({ status: 'INACTIVE', updatedAt: now })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      const [own] = await tx
        .select()
        .from(candidates)
        .where(eq(candidates.userId, userId))
        .for('update')
        .limit(1);
      const hidesProfile = own !== undefined && !['draft', 'hidden'].includes(own.listingStatus);
      if (own && hidesProfile) {
        await takeOffSite(tx, emit, own, reason, now);
        await emit({
          type: 'listing.hidden',
          recipientIds: [userId],
          params: { candidate: own.name, reason },
          link: ownerLink(own),
        });
      }
      await recordModeration(tx, now, {
        actorId: adminId,
        action: 'deactivate_account',
        targetType: 'user',
        targetId: userId,
        reason,
        before: {
          status: user.status,
          ...(hidesProfile ? { listingStatus: own!.listingStatus } : {}),
        },
        after: { status: 'INACTIVE', ...(hidesProfile ? { listingStatus: 'hidden' } : {}) },
      });
      return { userId, status: 'INACTIVE' as const };
    });
  }

  async reactivate(adminId: number, userId: number, note: string | undefined) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const user = await this.lockedUser(tx, userId);
      if (user.status === 'ACTIVE') throw conflict('moderation.alreadyActive');
      await tx.update(users).set({ status: 'ACTIVE', updatedAt: now }).where(eq(users.id, userId));
      await recordModeration(tx, now, {
        actorId: adminId,
        action: 'reactivate_account',
        targetType: 'user',
        targetId: userId,
        reason: note ?? null,
        before: { status: 'INACTIVE' },
        after: { status: 'ACTIVE' },
      });
      return { userId, status: 'ACTIVE' as const };
    });
  }

  private async lockedUser(tx: Transaction, userId: number) {
    const [user] = fitsIntegerColumn(userId)
      ? await tx
          .select({ id: users.id, status: users.status })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
          .limit(1)
      : [];
    if (!user) throw notFound('moderation.userNotFound');
    return user;
  }

  /** Every action, newest first, optionally of one target. */
  async actions(query: ModerationActionsQuery) {
    const m = moderationActions;
    const filters: SQL[] = [];
    if (query.targetType) filters.push(eq(m.targetType, query.targetType));
    if (query.targetId !== undefined && fitsIntegerColumn(query.targetId))
      filters.push(eq(m.targetId, query.targetId));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ action: m, actorName: users.name })
        .from(m)
        .leftJoin(users, eq(users.id, m.actorId))
        .where(where)
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(m).where(where),
    ]);
    const items: ModerationActionEntry[] = rows.map(({ action, actorName }) => ({
      id: action.id,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      actor: action.actorId !== null ? { id: action.actorId, name: actorName ?? '' } : null,
      reason: action.reason,
      before: action.before,
      after: action.after,
      createdAt: action.createdAt.toISOString(),
    }));
    return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }
}
