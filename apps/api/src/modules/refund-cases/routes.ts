import { endpoints } from '@bayti/data/contract';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { RefundCaseService, type RefundReader } from './service';

const { employerRefundCases, agencyRefundCases, adminRefundCases, recordRefundPaid } = endpoints;

/** The caller as a reader of refund cases: an admin reads every case, an agency member its own. */
function readerOf(request: FastifyRequest): RefundReader & { userId: number } {
  const { id, role, agencyId } = requireSession(request).user;
  if (role === 'admin') return { kind: 'admin', userId: id };
  if (role === 'agency' || role === 'staff') return { kind: 'agency', agencyId, userId: id };
  return { kind: 'family', familyId: id, userId: id };
}

/** Refund cases of returns within probation (docs/decisions/0026-mohre-returns-and-refunds.md). */
export const refundCaseRoutes: RoutesPlugin = async (app, { ctx }) => {
  const cases = new RefundCaseService(ctx.db, ctx.clock, ctx);

  for (const endpoint of [employerRefundCases, agencyRefundCases, adminRefundCases])
    registerEndpoint(app, ctx.guards, endpoint, async (request) => ({
      data: await cases.list(readerOf(request)),
    }));

  registerEndpoint(app, ctx.guards, recordRefundPaid, async (request) => ({
    data: { case: await cases.recordPaid(readerOf(request), request.params.id, request.body) },
  }));
};
