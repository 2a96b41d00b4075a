import type { ConversationSide } from '@bayti/data/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { conversations } from '../../db/schema';
import { agencyMember } from '../agencies';

/**
 * Who reads and writes a conversation (docs/decisions/0030): its family, the worker who answers
 * for herself, or any member of the agency that answers for her.
 */
export type Party =
  | { side: 'family'; userId: number }
  | { side: 'worker'; userId: number }
  | { side: 'agency'; userId: number; agencyId: number };

/** The caller as a party: the route's access already allows only these roles. */
export function partyOf(request: FastifyRequest): Party {
  const { id, role } = requireSession(request).user;
  if (role === 'client') return { side: 'family', userId: id };
  if (role === 'candidate') return { side: 'worker', userId: id };
  return { side: 'agency', ...agencyMember(request) };
}

/** The conversations a party takes part in. */
export const partyConversations = (party: Party): SQL =>
  party.side === 'family'
    ? eq(conversations.familyId, party.userId)
    : party.side === 'worker'
      ? eq(conversations.workerId, party.userId)
      : eq(conversations.agencyId, party.agencyId);

type ConversationRow = typeof conversations.$inferSelect;

/** The side that answers the family in this conversation. */
export const answererSide = (row: ConversationRow): ConversationSide =>
  row.agencyId === null ? 'worker' : 'agency';

/** The last message the reader's side has read. */
export const readUpToOf = (row: ConversationRow, side: ConversationSide) =>
  side === 'family' ? row.familyReadUpTo : row.answererReadUpTo;

/** The last of the reader's messages the other side has read. */
export const otherReadUpTo = (row: ConversationRow, side: ConversationSide) =>
  side === 'family' ? row.answererReadUpTo : row.familyReadUpTo;
