import { z } from 'zod';
import { reportMonthSchema, yearMonthSchema } from './admin-reports';
import { amountAedSchema, dataEnvelope, idSchema, isoDateSchema, searchTextSchema } from './common';
import { nationalitySchema } from './options';
import { analyticsPeriodSchema } from './statuses';
import { DEFAULT_ANALYTICS_PERIOD } from './status-values';

/*
 * The agency dashboard's Analytics and Reports, computed from the agency's own rows:
 * its candidates (candidates.agency_id), their admin/agency status, and the recruitments and
 * payments of those candidates.
 */

/** The six stat cards, in order; each opens All Candidates filtered (total and new: all). */
export const AGENCY_STAT_CARDS = [
  'total',
  'shortlisted',
  'new',
  'interviewed',
  'hired',
  'rejected',
] as const;
export const agencyStatCardSchema = z.enum(AGENCY_STAT_CARDS);
export type AgencyStatCard = z.infer<typeof agencyStatCardSchema>;

/** GET /agency/analytics?period=ALL|1M|6M|1Y (default 1Y)&search= (the Selected Candidates box). */
export const agencyAnalyticsQuerySchema = z.object({
  period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD),
  search: searchTextSchema.optional(),
});
export type AgencyAnalyticsQuery = z.infer<typeof agencyAnalyticsQuerySchema>;
export type AgencyAnalyticsQueryInput = z.input<typeof agencyAnalyticsQuerySchema>;

const countSchema = z.number().int().nonnegative();

export const agencyStatSchema = z.object({
  card: agencyStatCardSchema,
  count: countSchema,
  /** floor(count / total * 100); 0 when there are no candidates. */
  percent: z.number().int().nonnegative(),
});
export type AgencyStat = z.infer<typeof agencyStatSchema>;

export const agencyChartMonthSchema = z.object({
  month: yearMonthSchema,
  /** Candidates added that month. */
  newApplications: countSchema,
  /** Candidates whose interview fell in that month. */
  interviewed: countSchema,
  /** Recruitments started (a family hired) that month. */
  hired: countSchema,
});
export type AgencyChartMonth = z.infer<typeof agencyChartMonthSchema>;

export const selectedCandidateSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: z.string(),
  nationality: nationalitySchema,
  selectionDate: isoDateSchema.nullable(),
});
export type SelectedCandidate = z.infer<typeof selectedCandidateSchema>;

/** At most this many selected candidates in the side list (View All shows the rest). */
export const SELECTED_CANDIDATES_LIMIT = 5;

export const agencyAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  /** First day counted (UAE); null for ALL. */
  from: isoDateSchema.nullable(),
  to: isoDateSchema,
  /**
   * total: every candidate of the agency; new: added in the period; the status cards: candidates
   * now in that status and last changed in the period.
   */
  stats: z.array(agencyStatSchema),
  /** Over the recruitments started in the period (AED, 2 decimals). */
  totals: z.object({
    amountPayable: amountAedSchema,
    received: amountAedSchema,
    balance: amountAedSchema,
    /** Candidates placed (recruitments started) in the period. */
    candidates: countSchema,
  }),
  chart: z.array(agencyChartMonthSchema),
  selected: z.object({ items: z.array(selectedCandidateSchema), total: countSchema }),
  quickStats: z.object({
    /** Recruitments not yet deployed. */
    activeRecruitments: countSchema,
    /** Candidates with an interview scheduled. */
    pendingInterviews: countSchema,
    /** Recruitments started in the current UAE month. */
    thisMonthHired: countSchema,
  }),
});
export type AgencyAnalytics = z.infer<typeof agencyAnalyticsSchema>;
export const agencyAnalyticsResponseSchema = dataEnvelope({ analytics: agencyAnalyticsSchema });

/** GET /agency/reports?period=: placements and payments received per UAE month. */
export const agencyReportsQuerySchema = z.object({
  period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD),
});
export type AgencyReportsQuery = z.infer<typeof agencyReportsQuerySchema>;
export type AgencyReportsQueryInput = z.input<typeof agencyReportsQuerySchema>;

export const agencyReportSchema = z.object({
  period: analyticsPeriodSchema,
  from: isoDateSchema.nullable(),
  to: isoDateSchema,
  currency: z.literal('AED'),
  /** placements: recruitments started; revenue: payments received, by the day received. */
  months: z.array(reportMonthSchema),
  totals: z.object({ placements: countSchema, revenue: amountAedSchema }),
});
export type AgencyReport = z.infer<typeof agencyReportSchema>;
export const agencyReportResponseSchema = dataEnvelope({ report: agencyReportSchema });
