import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { AdminAnalyticsService } from './service';

const { adminAnalytics: figures, adminAnalyticsAgencies: sideList } = endpoints;

/** The admin Analytics dashboard (admin only). */
export const adminAnalyticsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const analytics = new AdminAnalyticsService(ctx.db, ctx.clock);
  const admin = ctx.guards.roles('admin');

  app.route({
    method: figures.method,
    url: figures.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'The six agency cards, the Agency Statistic of the period and Quick Stats',
      security: bearerSecurity,
      querystring: figures.query,
      response: { [figures.status]: figures.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      data: { analytics: await analytics.analytics(request.query.period) },
    }),
  });

  app.route({
    method: sideList.method,
    url: sideList.path,
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'All Agencies: search by name or specialty (the most common candidate position)',
      security: bearerSecurity,
      querystring: sideList.query,
      response: { [sideList.status]: sideList.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await analytics.agencies(request.query) }),
  });
};
