import { z } from 'zod';
import { dataEnvelope, isoDateSchema, searchTextSchema } from './common';
import { agencySummaryCardSchema } from './agency-admin';
import { yearMonthSchema } from './admin-reports';
import { agencyGroupSchema, analyticsPeriodSchema } from './statuses';
import { AGENCY_GROUPS, DEFAULT_ANALYTICS_PERIOD } from './status-values';

/*
 * The admin Analytics dashboard, computed from the agencies' data. The groups of the
 * six stat cards are defined in docs/decisions/0006-admin-agency-groups-and-client-standing.md.
 */

/** GET /admin/analytics?period=ALL|1M|6M|1Y (default 1Y): the period filters the Agency Statistic. */
export const adminAnalyticsQuerySchema = z.object({
  period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD),
});
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;
export type AdminAnalyticsQueryInput = z.input<typeof adminAnalyticsQuerySchema>;

export const agencyGroupCardSchema = z.object({
  group: agencyGroupSchema,
  value: z.number().int().nonnegative(),
  /** floor(value / total × 100); 0 when there are no agencies. */
  percent: z.number().int().min(0).max(100),
});
export type AgencyGroupCard = z.infer<typeof agencyGroupCardSchema>;

export const agencyStatisticMonthSchema = z.object({
  month: yearMonthSchema,
  newAgencies: z.number().int().nonnegative(),
  /** Candidates added by (or assigned to) agencies that month. */
  candidates: z.number().int().nonnegative(),
  /** Agencies' candidates hired by a family that month. */
  placements: z.number().int().nonnegative(),
});
export type AgencyStatisticMonth = z.infer<typeof agencyStatisticMonthSchema>;

export const adminAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  /** First day counted (UAE); null for ALL. */
  from: isoDateSchema.nullable(),
  to: isoDateSchema,
  /** The six cards in the order of AGENCY_GROUPS (all = total). */
  cards: z.array(agencyGroupCardSchema).length(AGENCY_GROUPS.length),
  months: z.array(agencyStatisticMonthSchema),
  totals: z.object({
    candidates: z.number().int().nonnegative(),
    recruited: z.number().int().nonnegative(),
  }),
  quickStats: z.object({
    active: z.number().int().nonnegative(),
    pendingVerification: z.number().int().nonnegative(),
    newThisMonth: z.number().int().nonnegative(),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const adminAnalyticsResponseSchema = dataEnvelope({ analytics: adminAnalyticsSchema });

/** The All Agencies side list: search by name or specialty; the first few, most placements first. */
export const adminAnalyticsAgenciesQuerySchema = z.object({
  search: searchTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type AdminAnalyticsAgenciesQuery = z.infer<typeof adminAnalyticsAgenciesQuerySchema>;
export type AdminAnalyticsAgenciesQueryInput = z.input<typeof adminAnalyticsAgenciesQuerySchema>;

export const adminAnalyticsAgenciesResponseSchema = dataEnvelope({
  items: z.array(agencySummaryCardSchema),
  total: z.number().int().nonnegative(),
});
export type AdminAnalyticsAgencies = z.infer<typeof adminAnalyticsAgenciesResponseSchema>['data'];
