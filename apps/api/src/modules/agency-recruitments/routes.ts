import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
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
  const member = ctx.guards.roles('agency', 'staff');
  const tags = ['agency'];
  const security = bearerSecurity;

  app.route({
    method: agencyRecruitments.method,
    url: agencyRecruitments.path,
    onRequest: member,
    schema: {
      tags,
      summary: "The agency's recruitments: stage tab, search name or nationality; stage counts",
      security,
      querystring: agencyRecruitments.query,
      response: {
        [agencyRecruitments.status]: agencyRecruitments.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: await recruitments.list(agencyScopeOf(request), request.query),
    }),
  });

  app.route({
    method: moveAgencyRecruitment.method,
    url: moveAgencyRecruitment.path,
    onRequest: member,
    schema: {
      tags,
      summary: 'Move a recruitment to a stage with the day reached (ticket, deployment details)',
      security,
      params: moveAgencyRecruitment.params,
      body: moveAgencyRecruitment.body,
      response: {
        [moveAgencyRecruitment.status]: moveAgencyRecruitment.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: {
        recruitment: await recruitments.move(
          agencyScopeOf(request),
          request.params.id,
          request.body,
        ),
      },
    }),
  });

  app.route({
    method: agencyAccounts.method,
    url: agencyAccounts.path,
    onRequest: member,
    schema: {
      tags,
      summary: 'Accounts: a row per recruitment, payable, paid and balance in AED; totals',
      security,
      querystring: agencyAccounts.query,
      response: {
        [agencyAccounts.status]: agencyAccounts.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: await accounts.list(agencyScopeOf(request), request.query),
    }),
  });

  app.route({
    method: agencyAccount.method,
    url: agencyAccount.path,
    onRequest: member,
    schema: {
      tags,
      summary: 'One account with its payments and the invoice header',
      security,
      params: agencyAccount.params,
      response: {
        [agencyAccount.status]: agencyAccount.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => ({
      data: await accounts.detail(agencyScopeOf(request), request.params.id),
    }),
  });

  app.route({
    method: updateAgencyAccount.method,
    url: updateAgencyAccount.path,
    onRequest: member,
    schema: {
      tags,
      summary: "Set the agency's fee for the placement (not below what was paid)",
      security,
      params: updateAgencyAccount.params,
      body: updateAgencyAccount.body,
      response: {
        [updateAgencyAccount.status]: updateAgencyAccount.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request) => ({
      data: {
        account: await accounts.updatePayable(
          agencyScopeOf(request),
          request.params.id,
          request.body,
        ),
      },
    }),
  });

  app.route({
    method: recordAgencyPayment.method,
    url: recordAgencyPayment.path,
    onRequest: member,
    schema: {
      tags,
      summary: 'Record a payment received from the family (not above the balance)',
      security,
      params: recordAgencyPayment.params,
      body: recordAgencyPayment.body,
      response: {
        [recordAgencyPayment.status]: recordAgencyPayment.response,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      const account = await accounts.recordPayment(
        agencyScopeOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(recordAgencyPayment.status).send({ data: { account } });
    },
  });

  app.route({
    method: agencyAnalytics.method,
    url: agencyAnalytics.path,
    onRequest: member,
    schema: {
      tags,
      summary: 'Stat cards, money totals, monthly chart, selected candidates, quick stats',
      security,
      querystring: agencyAnalytics.query,
      response: {
        [agencyAnalytics.status]: agencyAnalytics.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: { analytics: await analytics.analytics(agencyScopeOf(request), request.query) },
    }),
  });

  app.route({
    method: agencyReports.method,
    url: agencyReports.path,
    onRequest: member,
    schema: {
      tags,
      summary: 'Placements and payments received (AED) per UAE month of the period',
      security,
      querystring: agencyReports.query,
      response: {
        [agencyReports.status]: agencyReports.response,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ({
      data: { report: await analytics.report(agencyScopeOf(request), request.query.period) },
    }),
  });
};
