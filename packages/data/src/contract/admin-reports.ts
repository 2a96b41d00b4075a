import { z } from 'zod';
import { amountAedSchema, dataEnvelope, isoDateSchema } from './common';
import { analyticsPeriodSchema } from './statuses';
import { DEFAULT_ANALYTICS_PERIOD } from './status-values';

/*
 * Accounts > Reports of the admin dashboard, computed from the data: per UAE calendar month,
 * placements (recruitments started by a family hiring a candidate) and revenue (invoices paid,
 * by the day of payment, AED with 2 decimals).
 */

/** GET /admin/reports?period=ALL|1M|6M|1Y (default 1Y): the same periods as the analytics. */
export const adminReportsQuerySchema = z.object({
  period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export type AdminReportsQueryInput = z.input<typeof adminReportsQuerySchema>;

/** A calendar month, `YYYY-MM`. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const reportMonthSchema = z.object({
  month: yearMonthSchema,
  placements: z.number().int().nonnegative(),
  revenue: amountAedSchema,
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const adminReportSchema = z.object({
  period: analyticsPeriodSchema,
  /** First day counted (UAE); null for ALL. */
  from: isoDateSchema.nullable(),
  /** Today (UAE), the last day counted. */
  to: isoDateSchema,
  currency: z.literal('AED'),
  /** Every month of the period in order, months without activity at zero. */
  months: z.array(reportMonthSchema),
  totals: z.object({
    placements: z.number().int().nonnegative(),
    revenue: amountAedSchema,
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportResponseSchema = dataEnvelope({ report: adminReportSchema });
