import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { FeeReportService } from './fee-reports';
import { ReportService } from './service';

const {
  reportCandidate,
  profileReports,
  resolveProfileReport,
  reportFeeAsked,
  feeReports,
  resolveFeeReport,
} = endpoints;

/** Families report public profiles, workers who were asked to pay report that; admins resolve both. */
export const reportRoutes: RoutesPlugin = async (app, { ctx }) => {
  const reports = new ReportService(ctx.db, ctx.clock, ctx);
  const fees = new FeeReportService(ctx.db, ctx.clock, ctx);

  registerEndpoint(app, ctx.guards, reportCandidate, async (request, reply) => {
    const report = await reports.file(
      requireSession(request).user.id,
      request.params.id,
      request.body,
    );
    return reply.code(reportCandidate.status).send({ data: { report } });
  });

  registerEndpoint(app, ctx.guards, profileReports, async (request) => ({
    data: await reports.list(request.query),
  }));

  registerEndpoint(app, ctx.guards, resolveProfileReport, async (request) => ({
    data: {
      report: await reports.resolve(
        requireSession(request).user.id,
        request.params.id,
        request.body,
      ),
    },
  }));

  registerEndpoint(app, ctx.guards, reportFeeAsked, async (request, reply) => {
    const report = await fees.file(requireSession(request).user.id, request.body);
    return reply.code(reportFeeAsked.status).send({ data: { report } });
  });

  registerEndpoint(app, ctx.guards, feeReports, async (request) => ({
    data: await fees.list(request.query),
  }));

  registerEndpoint(app, ctx.guards, resolveFeeReport, async (request) => ({
    data: {
      report: await fees.resolve(requireSession(request).user.id, request.params.id, request.body),
    },
  }));
};
