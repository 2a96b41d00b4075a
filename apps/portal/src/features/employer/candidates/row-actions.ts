import {
  WORKER_MIN_AGE,
  type EmployerPipelineCandidate,
  type PipelineEntryStatus,
} from '@bayti/data/contract';
import { movesFrom, type MoveAction } from './moves';

/**
 * What a row's menu offers: the pipeline moves, sending an offer and withdrawing a pending one,
 * and writing to her (Message, last in every menu).
 */
export type RowAction = MoveAction | 'offer' | 'withdraw' | 'message';

/** The statuses from which a family may send an offer (the server checks the same). */
const OFFER_FROM: readonly PipelineEntryStatus[] = ['shortlisted', 'interview', 'selected'];

/**
 * A row's actions, in menu order: a pending offer can be withdrawn, otherwise one can be sent
 * while she is on the active list and of age (WORKER_MIN_AGE; the server refuses the same); a
 * candidate hired by another family can only be rejected.
 */
export function rowActions(entry: EmployerPipelineCandidate): RowAction[] {
  const moves = movesFrom(entry.status);
  if (!entry.available) return moves.filter((action) => action === 'reject');
  const pending = entry.offer?.status === 'pending';
  const offer: RowAction[] = pending
    ? ['withdraw']
    : OFFER_FROM.includes(entry.status) && entry.age >= WORKER_MIN_AGE
      ? ['offer']
      : [];
  return [...offer, ...moves];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The state the row's Offer column shows. */
export type OfferCell =
  | { kind: 'unavailable' }
  | { kind: 'none' }
  | { kind: 'pending'; days: number }
  | { kind: 'answered'; entry: NonNullable<EmployerPipelineCandidate['offer']> };

/**
 * A row's offer as of `now`: "No longer available" once she was hired elsewhere, a pending offer
 * with the days left to answer, a part day counted whole (1 on its last day; 0 once past, before
 * the server reads it expired), or the latest offer's state.
 */
export function offerCell(entry: EmployerPipelineCandidate, now: Date): OfferCell {
  if (!entry.available) return { kind: 'unavailable' };
  const { offer } = entry;
  if (!offer) return { kind: 'none' };
  if (offer.status === 'pending') {
    const left = Date.parse(offer.expiresAt) - now.getTime();
    return { kind: 'pending', days: Math.max(0, Math.ceil(left / DAY_MS)) };
  }
  return { kind: 'answered', entry: offer };
}
