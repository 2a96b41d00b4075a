import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { ReportService } from './service';

const { reportCandidate, profileReports, resolveProfileReport } = endpoints;

/** Families report public profiles; admins work through the Reports queue. */
export const reportRoutes: RoutesPlugin = async (app, { ctx }) => {
  const reports = new ReportService(ctx.db, ctx.clock, ctx);

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
};
