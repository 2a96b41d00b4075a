import type {
  agencyAnalyticsResponseSchema,
  agencyReportResponseSchema,
} from '../agency-analytics';
import { allow, routesOf } from './route';

const { route } = routesOf('agency');

/** The routes @bayti/data/client's agency-analytics.ts calls (method, path, what they answer); no zod at run time. */
export const agencyAnalyticsRoutes = {
  agencyAnalytics: route('GET', '/agency/analytics', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Stat cards, money totals, monthly chart, selected candidates, quick stats',
  }).answers<typeof agencyAnalyticsResponseSchema>(),
  /** Placements and payments received per UAE month of the period. */
  agencyReports: route('GET', '/agency/reports', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Placements and payments received (AED) per UAE month of the period',
  }).answers<typeof agencyReportResponseSchema>(),
} as const;
