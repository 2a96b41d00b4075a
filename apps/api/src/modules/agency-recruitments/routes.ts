import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { AgencyAccountService } from './accounts-service';
import { AgencyAnalyticsService } from './analytics-service';
import { AgencyRecruitmentService } from './recruitments-service';
import { agencyScopeOf } from './scope';

const {
  agencyRecruitments,
  moveAgencyRecruitment,
  agencyAccounts,
  agencyAccount,
  updateAgencyAccount,
  recordAgencyPayment,
  agencyAnalytics,
  agencyReports,
} = endpoints;

/**
 * The agency dashboard's Recruitments, Accounts, Analytics and Reports: the agency owner or its
 * staff, on the agency's own candidates only (an admin moves recruitments through
 * PATCH /recruitments/:id).
 */
export const agencyRecruitmentRoutes: RoutesPlugin = async (app, { ctx }) => {
  const recruitments = new AgencyRecruitmentService(ctx.db, ctx.clock);
  const accounts = new AgencyAccountService(ctx.db, ctx.clock);
  const analytics = new AgencyAnalyticsService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, agencyRecruitments, async (request) => ({
    data: await recruitments.list(agencyScopeOf(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, moveAgencyRecruitment, async (request) => ({
    data: {
      recruitment: await recruitments.move(agencyScopeOf(request), request.params.id, request.body),
    },
  }));

  registerEndpoint(app, ctx.guards, agencyAccounts, async (request) => ({
    data: await accounts.list(agencyScopeOf(request), request.query),
  }));

  registerEndpoint(app, ctx.guards, agencyAccount, async (request) => ({
    data: await accounts.detail(agencyScopeOf(request), request.params.id),
  }));

  registerEndpoint(app, ctx.guards, updateAgencyAccount, async (request) => ({
    data: {
      account: await accounts.updatePayable(
        agencyScopeOf(request),
        request.params.id,
        request.body,
      ),
    },
  }));

  registerEndpoint(app, ctx.guards, recordAgencyPayment, async (request, reply) => {
    const account = await accounts.recordPayment(
      agencyScopeOf(request),
      request.params.id,
      request.body,
    );
    return reply.code(recordAgencyPayment.status).send({ data: { account } });
  });

  registerEndpoint(app, ctx.guards, agencyAnalytics, async (request) => ({
    data: { analytics: await analytics.analytics(agencyScopeOf(request), request.query) },
  }));

  registerEndpoint(app, ctx.guards, agencyReports, async (request) => ({
    data: { report: await analytics.report(agencyScopeOf(request), request.query.period) },
  }));
};
