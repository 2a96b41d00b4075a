import { z } from 'zod';
import { SORT_ORDERS, PIPELINE_DATE_FIELDS, PIPELINE_SORTS } from './list-query-values';
import { MAX_PAGE_SIZE } from './constants';
import {
  dataEnvelope,
  idSchema,
  isoDateSchema,
  okResponseSchema,
  pageMetaSchema,
  searchTextSchema,
  TIME_OF_DAY_PATTERN,
} from './common';
import {
  employerPipelineCandidateSchema,
  employerProfileSchema,
  recruitmentRecordSchema,
} from './employer';
import {
  analyticsPeriodSchema,
  employerDocumentStageSchema,
  pipelineEntryStatusSchema,
  type AnalyticsPeriod,
  type PipelineEntryStatus,
} from './statuses';
import { EMPLOYER_PIPELINE_STATUSES } from './status-values';
import { contractText } from './messages';
import { returnReasonSchema } from './refund-cases';

/*
 * The family's own hiring data (employer dashboard): pipeline, views, analytics, recruitments and
 * profile. Every endpoint answers the signed-in family's rows only.
 */

export const sortOrderSchema = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/**
 * Employer tables load in one go by default (a family's lists are short) and the table pages on
 * the client; page and pageSize are there for long lists.
 */
export const employerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});

// --- Pipeline --------------------------------------------------------------------------------

export const pipelineDateFieldSchema = z.enum(PIPELINE_DATE_FIELDS);
export type PipelineDateField = z.infer<typeof pipelineDateFieldSchema>;

const countSchema = z.number().int().nonnegative();

/** A position's name as candidates apply for it (Nanny, Housemaid, ...). */
export const positionNameSchema = z.string().trim().min(1).max(60);

/** GET /employer/positions: the positions of the family's pipeline, each with its row count. */
export const employerPositionsResponseSchema = dataEnvelope({
  positions: z.array(z.object({ position: z.string(), count: countSchema })),
});
export type EmployerPosition = z.infer<
  typeof employerPositionsResponseSchema
>['data']['positions'][number];

export const pipelineSortSchema = z.enum(PIPELINE_SORTS);
export type PipelineSort = z.infer<typeof pipelineSortSchema>;

/**
 * GET /employer/pipeline query (also the Candidates tab's search params). Without sort, rows come
 * in the order they were shortlisted. A date filter is inclusive; from = to is the exact date the
 * date filter matches. Search is a case-insensitive substring of name, position, age or gender.
 */
export const employerPipelineQuerySchema = z
  .object({
    status: pipelineEntryStatusSchema.optional(),
    /** A position list: only candidates applying for this position (its exact name). */
    position: positionNameSchema.optional(),
    search: searchTextSchema.optional(),
    dateField: pipelineDateFieldSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    sort: pipelineSortSchema.optional(),
    order: sortOrderSchema.default('asc'),
    ...employerPageQuerySchema.shape,
  })
  .refine((q) => q.dateField !== undefined || (q.from === undefined && q.to === undefined), {
    message: contractText('pipeline.dateFieldRequired'),
    path: ['dateField'],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: contractText('pipeline.endBeforeStart'),
    path: ['to'],
  });
export type EmployerPipelineQuery = z.infer<typeof employerPipelineQuerySchema>;
export type EmployerPipelineQueryInput = z.input<typeof employerPipelineQuerySchema>;

/** Recruitments per document stage, plus all. */
export const recruitmentStageCountsSchema = z.object({
  all: countSchema,
  offerLetter: countSchema,
  medical: countSchema,
  otherDocuments: countSchema,
  visa: countSchema,
  ticket: countSchema,
  pregnancyTest: countSchema,
});

/** Rows per status over every filter except status (the tab badges), plus all. */
export const pipelineCountsSchema = z.object({
  all: countSchema,
  shortlisted: countSchema,
  interview: countSchema,
  selected: countSchema,
  hired: countSchema,
  rejected: countSchema,
  returned: countSchema,
  replaced: countSchema,
});
export type PipelineCounts = z.infer<typeof pipelineCountsSchema>;

/** GET /employer/pipeline */
export const employerPipelineResponseSchema = dataEnvelope({
  items: z.array(employerPipelineCandidateSchema),
  counts: pipelineCountsSchema,
  ...pageMetaSchema.shape,
});
export type EmployerPipelinePage = z.infer<typeof employerPipelineResponseSchema>['data'];

/** POST /employer/pipeline: shortlist a candidate (201, or 200 with the row already there). */
export const addToPipelineBodySchema = z.object({ candidateId: idSchema });
export type AddToPipelineBody = z.infer<typeof addToPipelineBodySchema>;

export const pipelineEntryResponseSchema = dataEnvelope({
  candidate: employerPipelineCandidateSchema,
});
export type PipelineEntryResponse = z.infer<typeof pipelineEntryResponseSchema>;

/**
 * Moves a family may make (the product left them open). Rescheduling an interview or changing a
 * selection is a move to the same status. Nobody moves a row to hired: she is hired when she (or
 * her agency) accepts the family's offer (offers.ts, docs/decisions/0029). A hired worker can only
 * be returned (within the probation, checked by the server), and a returned one marked replaced
 * once the family has its replacement; replaced is final. A rejected candidate can be shortlisted
 * again.
 */
export const PIPELINE_TRANSITIONS = {
  shortlisted: ['interview', 'selected', 'rejected'],
  interview: ['interview', 'selected', 'rejected'],
  selected: ['selected', 'rejected'],
  hired: ['returned'],
  rejected: ['shortlisted'],
  returned: ['replaced'],
  replaced: [],
} as const satisfies Record<PipelineEntryStatus, readonly PipelineEntryStatus[]>;

export function canMovePipeline(from: PipelineEntryStatus, to: PipelineEntryStatus): boolean {
  return (PIPELINE_TRANSITIONS[from] as readonly PipelineEntryStatus[]).includes(to);
}

/** Selection types a family records when it selects a candidate. */
export const SELECTION_TYPES = ['Direct', 'Agency', 'Transfer'] as const;
export const selectionTypeSchema = z.enum(SELECTION_TYPES, {
  error: contractText('pipeline.selectionTypeRequired'),
});
export type SelectionType = z.infer<typeof selectionTypeSchema>;

/** A date field whose absence reads as `missing`, and a malformed value as the format to use. */
const requiredDate = (missing: string) =>
  z.iso.date({
    error: (issue) => (issue.input === undefined ? missing : contractText('validation.isoDate')),
  });

/**
 * PATCH /employer/pipeline/:id: interview needs a date and time, selected a type and a date,
 * returned the day the worker came back, replaced the day the replacement was hired.
 */
export const updatePipelineBodySchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('shortlisted') }),
    z.strictObject({
      status: z.literal('interview'),
      interviewDate: requiredDate(contractText('pipeline.interviewDateRequired')),
      interviewTime: z
        .string({ error: contractText('pipeline.interviewTimeRequired') })
        .regex(TIME_OF_DAY_PATTERN, contractText('validation.timeOfDay')),
    }),
    z.strictObject({
      status: z.literal('selected'),
      selectionType: selectionTypeSchema,
      selectionDate: requiredDate(contractText('pipeline.selectionDateRequired')),
    }),
    z.strictObject({ status: z.literal('hired') }),
    z.strictObject({ status: z.literal('rejected') }),
    z.strictObject({
      status: z.literal('returned'),
      returnedOn: requiredDate(contractText('pipeline.returnDateRequired')),
      /** MOHRE's case: it decides whether the whole fee comes back (docs/decisions/0026). */
      returnReason: returnReasonSchema,
    }),
    z.strictObject({
      status: z.literal('replaced'),
      replacedOn: requiredDate(contractText('pipeline.replacementDateRequired')),
      /** The family's pipeline row of the worker hired in her place, linked to the refund case. */
      replacementEntryId: idSchema.optional(),
    }),
  ],
  { error: contractText('pipeline.statusRequired') },
);
export type UpdatePipelineBody = z.infer<typeof updatePipelineBodySchema>;

/** POST /employer/views: the family opened a candidate's profile (counted once a day). */
export const recordViewBodySchema = z.object({ candidateId: idSchema });
export type RecordViewBody = z.infer<typeof recordViewBodySchema>;
export const recordViewResponseSchema = okResponseSchema;

// --- Analytics -------------------------------------------------------------------------------

export const employerAnalyticsQuerySchema = z.object({
  period: analyticsPeriodSchema.default('1Y'),
});
export type EmployerAnalyticsQuery = z.infer<typeof employerAnalyticsQuerySchema>;

/** How far back each period reaches, in months; ALL has no start. */
export const ANALYTICS_PERIOD_MONTHS = {
  ALL: null,
  '1M': 1,
  '6M': 6,
  '1Y': 12,
} as const satisfies Record<AnalyticsPeriod, number | null>;

/** Floor of count over total, in percent; 0 of nothing is 0, and never above 100. */
export function percentOf(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((count * 100) / total));
}

export const ANALYTICS_FUNNEL = ['viewed', ...EMPLOYER_PIPELINE_STATUSES] as const;
export type AnalyticsFunnelStage = (typeof ANALYTICS_FUNNEL)[number];

const figureSchema = z.object({
  count: countSchema,
  /** percentOf(count, viewed) */
  percent: z.number().int().min(0).max(100),
});

/**
 * GET /employer/analytics. Within the period: viewed counts the distinct profiles opened; each
 * status counts the candidates that reached it (a candidate interviewed then hired counts in
 * interview, selected and hired). Document stages count the recruitments started in the period
 * by current stage. Quick stats are the state now, whatever the period.
 */
export const employerAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  /** First day counted; null for ALL. */
  from: isoDateSchema.nullable(),
  to: isoDateSchema,
  funnel: z.object({
    viewed: figureSchema,
    shortlisted: figureSchema,
    interview: figureSchema,
    selected: figureSchema,
    hired: figureSchema,
    rejected: figureSchema,
  }),
  documents: recruitmentStageCountsSchema,
  quickStats: z.object({
    /** In interview with the interview today or later. */
    pendingInterviews: countSchema,
    /** Selected, not yet hired. */
    offers: countSchema,
    /** Recruitments of hired candidates under way. */
    activeRecruitments: countSchema,
  }),
});
export type EmployerAnalytics = z.infer<typeof employerAnalyticsSchema>;
export const employerAnalyticsResponseSchema = dataEnvelope({ analytics: employerAnalyticsSchema });

// --- Recruitments ----------------------------------------------------------------------------

/** GET /employer/recruitments: stage tab and search (name or nationality). */
export const employerRecruitmentsQuerySchema = z.object({
  stage: employerDocumentStageSchema.optional(),
  search: searchTextSchema.optional(),
  ...employerPageQuerySchema.shape,
});
export type EmployerRecruitmentsQuery = z.infer<typeof employerRecruitmentsQuerySchema>;
export type EmployerRecruitmentsQueryInput = z.input<typeof employerRecruitmentsQuerySchema>;

export type RecruitmentStageCounts = z.infer<typeof recruitmentStageCountsSchema>;

export const employerRecruitmentsResponseSchema = dataEnvelope({
  items: z.array(recruitmentRecordSchema),
  /** Per stage over the search (the tab badges). */
  counts: recruitmentStageCountsSchema,
  ...pageMetaSchema.shape,
});
export type EmployerRecruitmentsPage = z.infer<typeof employerRecruitmentsResponseSchema>['data'];

/** PATCH /recruitments/:id (admin, or the candidate's managing agency): set the stage. */
export const updateRecruitmentBodySchema = z.strictObject({ stage: employerDocumentStageSchema });
export type UpdateRecruitmentBody = z.infer<typeof updateRecruitmentBodySchema>;
export const recruitmentResponseSchema = dataEnvelope({ recruitment: recruitmentRecordSchema });

// --- Profile ---------------------------------------------------------------------------------

/** GET and PUT /employer/profile; name is the account's name, email the contact email. */
export const employerProfileBodySchema = employerProfileSchema.strict();
export const employerProfileResponseSchema = dataEnvelope({ profile: employerProfileSchema });
export type EmployerProfileResponse = z.infer<typeof employerProfileResponseSchema>;
