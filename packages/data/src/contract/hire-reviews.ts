import { z } from 'zod';
import { dataEnvelope, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import {
  ADMIN_REVIEWS_PAGE,
  HIRE_REVIEW_STATES,
  HIRE_REVIEW_SUBJECTS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from './hire-review-values';
import { contractText } from './messages';

/** The largest id an integer column holds: a larger `before` is no review's. */
const INT4_MAX = 2_147_483_647;

/*
 * Reviews after a hire (Bayti issue 17, docs/decisions/0035): 30 days after the start of work (or
 * when she was returned, if sooner) the family rates the worker and the agency that listed her,
 * and the worker rates the family. A review is published when both sides have written, or 14
 * days after the hire became reviewable; until then only its author reads it.
 */

export const hireReviewSubjectSchema = z.enum(HIRE_REVIEW_SUBJECTS);
export const hireReviewStateSchema = z.enum(HIRE_REVIEW_STATES);

/** One rating: 1 to 5 stars and what happened, in 20 to 2,000 characters. */
export const reviewInputSchema = z.strictObject({
  stars: z
    .number({ error: contractText('hireReviews.starsRequired') })
    .int(contractText('hireReviews.starsRequired'))
    .min(REVIEW_STARS_MIN, contractText('hireReviews.starsRequired'))
    .max(REVIEW_STARS_MAX, contractText('hireReviews.starsRequired')),
  text: z
    .string({ error: contractText('hireReviews.textTooShort') })
    .trim()
    .min(REVIEW_TEXT_MIN, contractText('hireReviews.textTooShort'))
    .max(REVIEW_TEXT_MAX, contractText('hireReviews.textTooLong')),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/**
 * POST /employer/hire-reviews/:id: the family's side, once: the worker, and the agency that
 * listed her when there is one (the server requires it then, and refuses it otherwise).
 */
export const familyReviewBodySchema = z.strictObject({
  worker: reviewInputSchema,
  agency: reviewInputSchema.optional(),
});
export type FamilyReviewBody = z.infer<typeof familyReviewBodySchema>;

/** POST /candidate/hire-reviews/:id: the worker rates the family, once. */
export const workerReviewBodySchema = z.strictObject({ family: reviewInputSchema });
export type WorkerReviewBody = z.infer<typeof workerReviewBodySchema>;

/** A review its author wrote, as she reads it back. */
export const ownReviewSchema = z.object({
  subject: hireReviewSubjectSchema,
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  text: z.string(),
  writtenAt: isoDateTimeSchema,
  state: hireReviewStateSchema,
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A published review as everyone reads it: the author's first name and initial, the month. */
export const publishedReviewSchema = z.object({
  id: idSchema,
  subject: hireReviewSubjectSchema,
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  text: z.string(),
  /** "Amal M.": the author's first name and the initial of the last. */
  author: z.string(),
  /** The month it was published, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

/**
 * A hire the signed-in family or worker may review (or has): who it was with, when it opened and
 * is (or was) published, what the caller rates, what she wrote, and once published what the
 * other side wrote about her.
 */
export const hireToReviewSchema = z.object({
  id: idSchema,
  candidate: z.object({ id: idSchema, name: z.string() }),
  /** The family's name as the worker reads it. */
  family: z.object({ name: z.string() }),
  /** The agency that listed her; the family rates it too. */
  agency: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The UAE day work started. */
  startedOn: isoDateSchema,
  openedAt: isoDateTimeSchema,
  /** When its reviews are published at the latest (the 14 days). */
  publishesAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
  /** Whom the caller rates on this hire. */
  subjects: z.array(hireReviewSubjectSchema),
  /** What the caller wrote (empty until she writes; written once). */
  written: z.array(ownReviewSchema),
  /** What the other side wrote about the caller, once published and not hidden. */
  received: z.array(publishedReviewSchema),
});
export type HireToReview = z.infer<typeof hireToReviewSchema>;

/** The caller's reviewable hires: the ones still to write first, then newest. */
export const hiresToReviewResponseSchema = dataEnvelope({ items: z.array(hireToReviewSchema) });
export type HiresToReviewAnswer = z.infer<typeof hiresToReviewResponseSchema>['data'];
export const hireToReviewResponseSchema = dataEnvelope({ hire: hireToReviewSchema });

/** The average and the count of a worker's or an agency's published, visible reviews. */
export const reviewSummarySchema = z.object({
  /** Two decimals; null without reviews. */
  average: z.number().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX).nullable(),
  count: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /candidates/:id/reviews and /agency-pages/:id/reviews: the summary and the latest reviews. */
export const publishedReviewsResponseSchema = dataEnvelope({
  summary: reviewSummarySchema,
  items: z.array(publishedReviewSchema),
});
export type PublishedReviewsAnswer = z.infer<typeof publishedReviewsResponseSchema>['data'];

/** GET /admin/moderation/hire-reviews: `before` (a review id) reads the next, older page. */
export const adminHireReviewsQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type AdminHireReviewsQuery = z.infer<typeof adminHireReviewsQuerySchema>;

/** A published review as the admins moderate it. */
export const adminHireReviewSchema = publishedReviewSchema.extend({
  /** Who it is about: the worker, the agency or the family, by name. */
  about: z.object({ id: idSchema.nullable(), name: z.string() }),
  publishedAt: isoDateTimeSchema,
  hidden: z
    .object({ at: isoDateTimeSchema, reason: z.string(), by: z.string().nullable() })
    .nullable(),
});
export type AdminHireReview = z.infer<typeof adminHireReviewSchema>;

export const adminHireReviewsResponseSchema = dataEnvelope({
  items: z.array(adminHireReviewSchema).max(ADMIN_REVIEWS_PAGE),
  /** The `before` of the next, older page; null on the last. */
  nextBefore: idSchema.nullable(),
});
export type AdminHireReviewsAnswer = z.infer<typeof adminHireReviewsResponseSchema>['data'];

/** POST /admin/moderation/hire-reviews/:id/hide: why, always. */
export const hideHireReviewBodySchema = z.strictObject({
  reason: z
    .string({ error: contractText('moderation.reasonRequired') })
    .trim()
    .min(1, contractText('moderation.reasonRequired'))
    .max(REVIEW_HIDE_REASON_MAX),
});
export type HideHireReviewBody = z.infer<typeof hideHireReviewBodySchema>;

export const adminHireReviewResponseSchema = dataEnvelope({ review: adminHireReviewSchema });
