import { z } from 'zod';
import {
  amountAedSchema,
  dataEnvelope,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
} from './common';
import { REFUND_CASE_STATUSES, RETURN_REASONS } from './hiring-values';
import { contractText } from './messages';

/*
 * Refund cases (docs/decisions/0026-mohre-returns-and-refunds.md): a family's return within
 * probation of a worker an agency placed opens one case per hire. The server computes the amount
 * due from the recruitment fee and the time worked (MOHRE's rule), the due date (14 days after the
 * return) and, from its clock, the days left or overdue; the browser never counts days itself.
 */

export const returnReasonSchema = z.enum(RETURN_REASONS, {
  error: contractText('pipeline.returnReasonRequired'),
});
export const refundCaseStatusSchema = z.enum(REFUND_CASE_STATUSES);

/** How the amount due was reached: the whole fee (first month, or medically unfit) or pro rata. */
export const REFUND_BASES = ['first_month', 'medical', 'pro_rata'] as const;
export const refundBasisSchema = z.enum(REFUND_BASES);
export type RefundBasis = z.infer<typeof refundBasisSchema>;

const personSchema = z.object({ id: idSchema, name: z.string() });

/** A refund case as the family, the agency and the admin read it; amounts in AED. */
export const refundCaseSchema = z.object({
  id: idSchema,
  recruitmentId: idSchema,
  candidate: personSchema,
  family: personSchema,
  /** The agency that placed her (null once that agency is gone). */
  agency: personSchema.nullable(),
  reason: returnReasonSchema,
  /** The day work started (probation start) and the day she was returned. */
  startedOn: isoDateSchema,
  returnedOn: isoDateSchema,
  fee: amountAedSchema,
  amountDue: amountAedSchema,
  basis: refundBasisSchema,
  dueOn: isoDateSchema,
  status: refundCaseStatusSchema,
  /** Open cases: whole UAE days until the due date (0 on it); negative once overdue. */
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  paidOn: isoDateSchema.nullable(),
  paidReference: z.string().nullable(),
  /** The worker the family took in her place, when it named one. */
  replacement: z
    .object({ recruitmentId: idSchema, candidateId: idSchema, name: z.string() })
    .nullable(),
  createdAt: isoDateTimeSchema,
});
export type RefundCase = z.infer<typeof refundCaseSchema>;

/** Sums over a list of cases, in AED: still due (open), of which overdue, and paid. */
export const refundTotalsSchema = z.object({
  open: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
  due: amountAedSchema,
  overdueAmount: amountAedSchema,
  paid: amountAedSchema,
});
export type RefundTotals = z.infer<typeof refundTotalsSchema>;

export const refundCasesResponseSchema = dataEnvelope({
  items: z.array(refundCaseSchema),
  totals: refundTotalsSchema,
});
export type RefundCasesList = z.infer<typeof refundCasesResponseSchema>['data'];

export const REFUND_REFERENCE_MAX = 100;

/** POST /refund-cases/:id/payment: the day the family was refunded and the transfer's reference. */
export const recordRefundBodySchema = z.strictObject({
  paidOn: z.iso.date({
    error: (issue) =>
      issue.input === undefined
        ? contractText('refunds.paidOnRequired')
        : contractText('validation.isoDate'),
  }),
  reference: z
    .string({ error: contractText('refunds.referenceRequired') })
    .trim()
    .min(1, contractText('refunds.referenceRequired'))
    .max(REFUND_REFERENCE_MAX),
});
export type RecordRefundBody = z.infer<typeof recordRefundBodySchema>;
export type RecordRefundBodyInput = z.input<typeof recordRefundBodySchema>;

export const refundCaseResponseSchema = dataEnvelope({ case: refundCaseSchema });
