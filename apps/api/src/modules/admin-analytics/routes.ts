import { endpoints } from '@bayti/data/contract';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { AdminAnalyticsService } from './service';

const { adminAnalytics: figures, adminAnalyticsAgencies: sideList } = endpoints;

/** The admin Analytics dashboard (admin only). */
export const adminAnalyticsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const analytics = new AdminAnalyticsService(ctx.db, ctx.clock);

  registerEndpoint(app, ctx.guards, figures, async (request) => ({
    data: { analytics: await analytics.analytics(request.query.period) },
  }));

  registerEndpoint(app, ctx.guards, sideList, async (request) => ({
    data: await analytics.agencies(request.query),
  }));
};
