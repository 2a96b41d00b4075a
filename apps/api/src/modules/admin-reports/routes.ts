import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { AdminReportService } from './service';

const { adminReports } = endpoints;

/** Accounts > Reports of the admin dashboard (admin only). */
export const adminReportRoutes: RoutesPlugin = async (app, { ctx }) => {
  const reports = new AdminReportService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, adminReports, async (request) => ({
    data: { report: await reports.report(request.query.period) },
  }));
};
