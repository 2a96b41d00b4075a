import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import type { conversations } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { LiveHub } from '../../live/hub';
import { participantIds } from './write';

export interface LiveDeps {
  live: LiveHub;
  log: FastifyBaseLogger;
}

/**
 * Reads who takes part in the conversation now (in the change's transaction) and answers what to
 * call once the change is committed: a hint to each of their open pages that the conversation
 * changed (they refetch it; docs/decisions/0032). A hint that cannot be sent is logged, never a
 * failed request: the change is kept, and pages catch up on their next read.
 */
export async function tellParticipants(
  deps: LiveDeps,
  tx: Database | Transaction,
  row: typeof conversations.$inferSelect,
): Promise<() => Promise<void>> {
  const recipients = await participantIds(tx, row);
  const event = { type: 'conversation', conversationId: row.id };
  return async () => {
    const sent = await Promise.allSettled(
      recipients.map((userId) => deps.live.publish(`user:${userId}`, event)),
    );
    for (const result of sent)
      if (result.status === 'rejected')
        deps.log.warn({ err: result.reason }, 'live updates: a conversation hint was lost');
  };
}
