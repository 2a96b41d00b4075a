import type { NotificationType } from '@bayti/data/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { events, users, type EventParams } from '../db/schema';
import type { Transaction } from '../db/transaction';

/** Something someone must hear about (docs/decisions/0023). */
export interface EventInput {
  type: NotificationType;
  /** Who is told; duplicates and an empty list are fine (an empty list tells nobody). */
  recipientIds: readonly number[];
  /** What the message is filled with: names, reasons, dates (already formatted as text). */
  params?: EventParams;
  /** The portal path the notification opens. */
  link?: string;
  /** For scheduled events: the occasion, so the same reminder is never written twice. */
  dedupeKey?: string;
}

type Executor = Database | Transaction;

/**
 * Writes the event in the caller's transaction, so it exists exactly when the change does.
 * Returns false when an event with the same dedupe key was already written.
 */
export async function emitEvent(tx: Executor, now: Date, input: EventInput): Promise<boolean> {
  const recipientIds = [...new Set(input.recipientIds)];
  if (recipientIds.length === 0) return false;
  const written = await tx
    .insert(events)
    .values({
      type: input.type,
      recipientIds,
      params: input.params ?? {},
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: events.dedupeKey })
    .returning({ id: events.id });
  return written.length > 0;
}

/** Every active administrator (report received, listing submitted). */
export async function adminRecipientIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'ACTIVE')));
  return rows.map((row) => row.id);
}

/** The owner and staff of an agency: who hears about the candidates it manages. */
export async function agencyRecipientIds(tx: Executor, agencyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.agencyId, agencyId),
        inArray(users.role, ['agency', 'staff']),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return rows.map((row) => row.id);
}
