import type {
  adminAnalyticsAgenciesResponseSchema,
  adminAnalyticsResponseSchema,
} from '../admin-analytics';
import { route } from './route';

/** The routes @bayti/data/client's admin-analytics.ts calls (method, path, what they answer); no zod at run time. */
export const adminAnalyticsRoutes = {
  /** The six agency cards, the Agency Statistic of the period, Quick Stats. */
  adminAnalytics: route('GET', '/admin/analytics').answers<typeof adminAnalyticsResponseSchema>(),
  /** The All Agencies side list. */
  adminAnalyticsAgencies: route('GET', '/admin/analytics/agencies').answers<
    typeof adminAnalyticsAgenciesResponseSchema
  >(),
} as const;
