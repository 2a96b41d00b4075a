import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-analytics.ts calls; no zod at run time. */
export const adminAnalyticsRoutes = {
  /** The six agency cards, the Agency Statistic of the period, Quick Stats. */
  adminAnalytics: route('GET', '/admin/analytics', {
    access: allow(['admin']),
    doc: 'The six agency cards, the Agency Statistic of the period and Quick Stats',
    query: 'adminAnalyticsQuerySchema',
    response: 'adminAnalyticsResponseSchema',
  }),
  /** The All Agencies side list. */
  adminAnalyticsAgencies: route('GET', '/admin/analytics/agencies', {
    access: allow(['admin']),
    doc: 'All Agencies: search by name or specialty (the most common candidate position)',
    query: 'adminAnalyticsAgenciesQuerySchema',
    response: 'adminAnalyticsAgenciesResponseSchema',
  }),
} as const;
