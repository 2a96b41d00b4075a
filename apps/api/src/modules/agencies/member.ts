import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { notFound } from '../../errors';

/**
 * The signed-in agency member (owner or staff) and the agency every agency endpoint is scoped
 * to. Use after `roles('agency', 'staff')`; an account with no agency finds nothing.
 */
export function agencyMember(request: FastifyRequest): { userId: number; agencyId: number } {
  const { id, agencyId } = requireSession(request).user;
  if (agencyId === null) throw notFound('agency.notLinked');
  return { userId: id, agencyId };
}
