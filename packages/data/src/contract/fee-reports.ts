import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  isoDateTimeSchema,
  pageMetaSchema,
  pageQuerySchema,
} from './common';
import { namedRefSchema } from './listings';
import { contractText } from './messages';

/*
 * A worker never pays (UAE law): one who was asked to pay a fee tells Bayti from her dashboard,
 * and the report reaches the admins at once, first in their Reports queue, marked urgent.
 */

export const FEE_REPORT_STATES = ['open', 'resolved'] as const;
export const feeReportStateSchema = z.enum(FEE_REPORT_STATES);
export type FeeReportState = z.infer<typeof feeReportStateSchema>;

export const FEE_REPORT_WHO_MAX = 120;
export const FEE_REPORT_NOTE_MAX = 2000;

/** POST /candidate/fee-reports: who asked her to pay, and what happened (how much, when). */
export const feeReportBodySchema = z.strictObject({
  askedBy: z
    .string()
    .trim()
    .min(1, contractText('feeReport.askedByRequired'))
    .max(FEE_REPORT_WHO_MAX),
  note: z.string().trim().min(1, contractText('feeReport.noteRequired')).max(FEE_REPORT_NOTE_MAX),
});
export type FeeReportBody = z.infer<typeof feeReportBodySchema>;

/** What the worker is told she sent. */
export const filedFeeReportResponseSchema = dataEnvelope({
  report: z.object({ id: idSchema, createdAt: isoDateTimeSchema }),
});

/** A fee report as the admins' queue shows it. */
export const feeReportSchema = z.object({
  id: idSchema,
  askedBy: z.string(),
  note: z.string(),
  state: feeReportStateSchema,
  createdAt: isoDateTimeSchema,
  /** The worker who reported it (her account). */
  worker: namedRefSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: namedRefSchema.nullable(),
  resolution: z.string().nullable(),
});
export type FeeReport = z.infer<typeof feeReportSchema>;

/** GET /admin/moderation/fee-reports: open first come, first served (state: another state). */
export const feeReportsQuerySchema = z.object({
  state: feeReportStateSchema.default('open'),
  ...pageQuerySchema.shape,
});
export type FeeReportsQueryInput = z.input<typeof feeReportsQuerySchema>;

export const feeReportsResponseSchema = dataEnvelope({
  items: z.array(feeReportSchema),
  ...pageMetaSchema.shape,
});

/** POST /admin/moderation/fee-reports/:id/resolution: what Bayti did, kept with who and when. */
export const feeReportResolutionBodySchema = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, contractText('moderation.reasonRequired'))
    .max(FEE_REPORT_NOTE_MAX),
});
export type FeeReportResolutionBody = z.infer<typeof feeReportResolutionBodySchema>;

export const feeReportResponseSchema = dataEnvelope({ report: feeReportSchema });
