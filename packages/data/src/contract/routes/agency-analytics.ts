import { allow, routesOf } from './route';

const { route } = routesOf('agency');

/** The routes @bayti/data/client's agency-analytics.ts calls; no zod at run time. */
export const agencyAnalyticsRoutes = {
  agencyAnalytics: route('GET', '/agency/analytics', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Stat cards, money totals, monthly chart, selected candidates, quick stats',
    query: 'agencyAnalyticsQuerySchema',
    response: 'agencyAnalyticsResponseSchema',
  }),
  /** Placements and payments received per UAE month of the period. */
  agencyReports: route('GET', '/agency/reports', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Placements and payments received (AED) per UAE month of the period',
    query: 'agencyReportsQuerySchema',
    response: 'agencyReportResponseSchema',
  }),
} as const;
