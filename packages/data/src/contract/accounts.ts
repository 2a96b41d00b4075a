import { z } from 'zod';
import {
  amountAedSchema,
  dataEnvelope,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  pageMetaSchema,
  pageQuerySchema,
  searchTextSchema,
} from './common';
import { clientCountrySchema, nationalitySchema } from './options';
import { accountRecruitmentStatusSchema } from './statuses';

/*
 * The agency's Accounts: one row per recruitment of a worker the
 * agency manages. The amount payable is the agency's fee for the placement, set per recruitment
 * (a default until it does); payments received are recorded one by one; the server computes paid
 * and balance = payable - paid in exact decimals (AED, 2 decimals). UAE law forbids charging the
 * worker: the fee is the family's.
 */

/** A row of the agency Accounts table; amounts in AED. */
export const accountRowSchema = z.object({
  /** The recruitment's id. */
  id: idSchema,
  candidateId: idSchema,
  candidate: z.string(),
  position: z.string(),
  /** The hiring family's country (shown in the reader's language). */
  deployedCountry: clientCountrySchema,
  amountPayable: amountAedSchema,
  paid: amountAedSchema,
  /** payable - paid; never negative (a payment may not exceed the balance). */
  balance: amountAedSchema,
  /** The UAE day the candidate was added (created). */
  candidateAddOn: isoDateSchema,
  lastUpdatedOn: isoDateSchema,
  selectionDate: isoDateSchema.nullable(),
  recruitmentStatus: accountRecruitmentStatusSchema,
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/** GET /agency/accounts: search by candidate or position, recruitment status filter, page. */
export const agencyAccountsQuerySchema = z.object({
  search: searchTextSchema.optional(),
  status: accountRecruitmentStatusSchema.optional(),
  ...pageQuerySchema.shape,
});
export type AgencyAccountsQuery = z.infer<typeof agencyAccountsQuerySchema>;
export type AgencyAccountsQueryInput = z.input<typeof agencyAccountsQuerySchema>;

export const accountTotalsSchema = z.object({
  recruitments: z.number().int().nonnegative(),
  amountPayable: amountAedSchema,
  paid: amountAedSchema,
  balance: amountAedSchema,
  /**
   * The agency's refund cases (returns within probation, decision 0026), over all its cases
   * whatever the search: still owed to families, and refunded.
   */
  refundsDue: amountAedSchema,
  refundsPaid: amountAedSchema,
});
export type AccountTotals = z.infer<typeof accountTotalsSchema>;

export const agencyAccountsResponseSchema = dataEnvelope({
  items: z.array(accountRowSchema),
  /** Over every row the search and filter match, not only this page. */
  totals: accountTotalsSchema,
  ...pageMetaSchema.shape,
});
export type AgencyAccountsPage = z.infer<typeof agencyAccountsResponseSchema>['data'];

export const accountPaymentSchema = z.object({
  id: idSchema,
  amount: amountAedSchema,
  receivedOn: isoDateSchema,
  reference: z.string(),
  recordedAt: isoDateTimeSchema,
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

/** A positive amount in AED with at most 2 decimals and below a billion. */
const positiveAedSchema = amountAedSchema.positive().max(999_999_999.99);

/** POST /agency/accounts/:id/payments: a payment received (from the family). */
export const recordPaymentBodySchema = z.strictObject({
  amount: positiveAedSchema,
  receivedOn: isoDateSchema,
  reference: z.string().trim().max(100).default(''),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;
export type RecordPaymentBodyInput = z.input<typeof recordPaymentBodySchema>;

/** PATCH /agency/accounts/:id: the agency's fee for this placement. */
export const updateAccountBodySchema = z.strictObject({
  amountPayable: amountAedSchema.max(999_999_999.99),
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** GET /agency/accounts/:id: the row, its payments and what an invoice needs. */
export const accountDetailSchema = z.object({
  account: accountRowSchema,
  payments: z.array(accountPaymentSchema),
  invoice: z.object({
    /** AGR-000123, from the recruitment id. */
    number: z.string(),
    /** Today (UAE). */
    date: isoDateSchema,
    agency: z.object({ name: z.string(), address: z.string(), email: z.string() }),
    /** The family that hired, who owes the fee. */
    billTo: z.object({ name: z.string(), email: z.string() }),
    nationality: nationalitySchema,
    currency: z.literal('AED'),
  }),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const accountRowResponseSchema = dataEnvelope({ account: accountRowSchema });
export const accountDetailResponseSchema = dataEnvelope(accountDetailSchema.shape);
