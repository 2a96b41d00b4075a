import type { ModerationAction, ModerationTarget } from '@bayti/data/contract';
import { moderationActions } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/** One moderation action, written in the transaction of the change it records. */
export interface ModerationRecord {
  actorId: number;
  action: ModerationAction;
  targetType: ModerationTarget;
  targetId: number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordModeration(
  tx: Transaction,
  now: Date,
  record: ModerationRecord,
): Promise<void> {
  await tx.insert(moderationActions).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: now,
  });
}
