import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { candidates } from '../../db/schema';

/**
 * The agency every agency endpoint is scoped to: the signed-in owner's or staff member's. Use
 * after `roles('agency', 'staff')`. The agency's rows are those of its candidates
 * (candidates.agency_id); an account without an agency sees nothing.
 */
export interface AgencyScope {
  userId: number;
  agencyId: number | null;
}

export function agencyScopeOf(request: FastifyRequest): AgencyScope {
  const { id, agencyId } = requireSession(request).user;
  return { userId: id, agencyId };
}

/** The SQL condition "this candidate is managed by the agency". */
export function managedBy(scope: AgencyScope): SQL {
  return scope.agencyId === null ? sql`false` : eq(candidates.agencyId, scope.agencyId);
}
