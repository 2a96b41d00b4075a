import type {
  agencyAnalyticsResponseSchema,
  agencyReportResponseSchema,
} from '../agency-analytics';
import { route } from './route';

/** The routes @bayti/data/client's agency-analytics.ts calls (method, path, what they answer); no zod at run time. */
export const agencyAnalyticsRoutes = {
  agencyAnalytics: route('GET', '/agency/analytics').answers<
    typeof agencyAnalyticsResponseSchema
  >(),
  /** Placements and payments received per UAE month of the period. */
  agencyReports: route('GET', '/agency/reports').answers<typeof agencyReportResponseSchema>(),
} as const;
