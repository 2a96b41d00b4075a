import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AdminReportService } from './service';

const { adminReports } = endpoints;

/** Accounts > Reports of the admin dashboard (admin only). */
export const adminReportRoutes: RoutesPlugin = async (app, { ctx }) => {
  const reports = new AdminReportService(ctx.db, ctx.clock);

  app.route({
    method: adminReports.method,
    url: adminReports.path,
    onRequest: ctx.guards.roles('admin'),
    schema: {
      tags: ['admin'],
      summary: 'Placements and revenue (AED) per month of the period',
      security: bearerSecurity,
      querystring: adminReports.query,
      response: { [adminReports.status]: adminReports.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      data: { report: await reports.report(request.query.period) },
    }),
  });
};
