import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { agencyMayWork } from '../../auth/agency-access';
import { requireSession } from '../../auth/guards';
import { agencies, candidates } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { agencyMember } from '../agencies';

/*
 * Who answers for a candidate (docs/decisions/0029): the agency that listed her, as its owner or
 * staff, else the worker herself. Offers and interviews are answered by the same side.
 */

/** Who answers: the worker for her own listing, or a member of the listing agency. */
export type Answerer =
  { kind: 'worker'; userId: number } | { kind: 'agency'; userId: number; agencyId: number };

/** The candidates whose offers and interviews an answerer sees and answers. */
export const answeredBy = (who: Answerer): SQL | undefined =>
  who.kind === 'agency'
    ? eq(candidates.publisherAgencyId, who.agencyId)
    : and(eq(candidates.userId, who.userId), isNull(candidates.publisherAgencyId));

/** The signed-in worker, answering for her own profile. */
export const workerAnswerer = (request: FastifyRequest): Answerer => ({
  kind: 'worker',
  userId: requireSession(request).user.id,
});

/** The signed-in agency member, answering for the candidates her agency listed. */
export const agencyAnswerer = (request: FastifyRequest): Answerer => ({
  kind: 'agency',
  ...agencyMember(request),
});

/** The agency that listed her may work on Bayti (an offer to a locked agency goes unanswered). */
export async function answererMayWork(
  tx: Transaction,
  candidate: typeof candidates.$inferSelect,
): Promise<boolean> {
  if (candidate.publisherAgencyId === null) return true;
  const [agency] = await tx
    .select({ status: agencies.status })
    .from(agencies)
    .where(eq(agencies.id, candidate.publisherAgencyId));
  return agencyMayWork(agency?.status ?? null);
}
