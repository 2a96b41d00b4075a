import { z } from 'zod';
import { dataEnvelope, idSchema, isoDateSchema, isoDateTimeSchema, pageMetaSchema } from './common';
import { MAX_PAGE_SIZE } from './constants';
import { messageWarningSchema } from './conversations';
import { offerAccommodationSchema } from './offers';
import {
  EMIRATES,
  JOB_APPLICATION_NOTE_MAX,
  JOB_POST_DUTIES_MAX,
  JOB_POST_LANGUAGES,
  JOB_POST_SALARY_MAX_AED,
  JOB_POST_STATUSES,
  JOB_POSTS_PAGE_SIZE,
} from './job-post-values';
import { listingDecisionBodySchema } from './listings';
import { contractText } from './messages';
import { candidatePositionSchema, workTypeSchema } from './options';
import { dayKeySchema } from './working-days';

/*
 * Job posts and applications (Bayti issue 17, docs/decisions/0034): a verified family posts a
 * job; an admin reviews it as profiles are reviewed; workers with a listed profile browse the
 * open ones on /jobs and apply with a note, which puts them in the family's pipeline marked
 * applied.
 */

export const emirateSchema = z.enum(EMIRATES, { error: contractText('jobPosts.emirateRequired') });
export const jobPostStatusSchema = z.enum(JOB_POST_STATUSES);
export const jobPostLanguageSchema = z.enum(JOB_POST_LANGUAGES);

const salaryAed = z
  .number({ error: contractText('offers.salaryRequired') })
  .int(contractText('offers.salaryWhole'))
  .min(1, contractText('offers.salaryRequired'))
  .max(JOB_POST_SALARY_MAX_AED, contractText('offers.salaryTooHigh'));

/**
 * POST /employer/jobs and PUT /employer/jobs/:id: what the family offers. The server checks the
 * start day is today or later.
 */
export const jobPostBodySchema = z
  .strictObject({
    position: z.enum(candidatePositionSchema.options, {
      error: contractText('jobPosts.positionRequired'),
    }),
    workType: z.enum(workTypeSchema.options, { error: contractText('jobPosts.workTypeRequired') }),
    emirate: emirateSchema,
    salaryMinAed: salaryAed,
    salaryMaxAed: salaryAed,
    startOn: z.iso.date({
      error: (issue) =>
        issue.input === undefined
          ? contractText('offers.startRequired')
          : contractText('validation.isoDate'),
    }),
    duties: z
      .string({ error: contractText('jobPosts.dutiesRequired') })
      .trim()
      .min(1, contractText('jobPosts.dutiesRequired'))
      .max(JOB_POST_DUTIES_MAX, contractText('jobPosts.dutiesTooLong')),
    dayOff: dayKeySchema,
    accommodation: offerAccommodationSchema,
    languages: z.array(jobPostLanguageSchema).max(JOB_POST_LANGUAGES.length),
  })
  .refine((body) => body.salaryMaxAed >= body.salaryMinAed, {
    message: contractText('jobPosts.salaryBand'),
    path: ['salaryMaxAed'],
  });
export type JobPostBody = z.infer<typeof jobPostBodySchema>;

/** The terms of a job, as anyone reads them. */
const jobTermsShape = {
  id: idSchema,
  position: candidatePositionSchema,
  workType: workTypeSchema,
  emirate: emirateSchema,
  salaryMinAed: z.number().int().positive(),
  salaryMaxAed: z.number().int().positive(),
  startOn: isoDateSchema,
  duties: z.string(),
  dayOff: dayKeySchema,
  accommodation: offerAccommodationSchema,
  languages: z.array(jobPostLanguageSchema),
};

/** An open job on the public list and its page: the family stays unnamed until she answers. */
export const publicJobPostSchema = z.object({
  ...jobTermsShape,
  /** When an admin approved it (last). */
  publishedAt: isoDateTimeSchema,
});
export type PublicJobPost = z.infer<typeof publicJobPostSchema>;

/** A job post as its family reads it: where it stands and how many applied. */
export const familyJobPostSchema = z.object({
  ...jobTermsShape,
  status: jobPostStatusSchema,
  /** The admin's reason for rejecting it or asking for changes. */
  reviewReason: z.string().nullable(),
  applicationCount: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
});
export type FamilyJobPost = z.infer<typeof familyJobPostSchema>;

export const familyJobPostResponseSchema = dataEnvelope({ jobPost: familyJobPostSchema });
export const familyJobPostsResponseSchema = dataEnvelope({ items: z.array(familyJobPostSchema) });
export type FamilyJobPostsAnswer = z.infer<typeof familyJobPostsResponseSchema>['data'];

/** GET /jobs: the open jobs, newest first, filtered by position, emirate and work type. */
export const jobPostsQuerySchema = z.object({
  position: candidatePositionSchema.optional(),
  emirate: emirateSchema.optional(),
  workType: workTypeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(JOB_POSTS_PAGE_SIZE),
});
export type JobPostsQuery = z.infer<typeof jobPostsQuerySchema>;
export type JobPostsQueryInput = z.input<typeof jobPostsQuerySchema>;

export const jobPostsResponseSchema = dataEnvelope({
  items: z.array(publicJobPostSchema),
  ...pageMetaSchema.shape,
});
export type JobPostsPage = z.infer<typeof jobPostsResponseSchema>['data'];
export const jobPostResponseSchema = dataEnvelope({ jobPost: publicJobPostSchema });

// --- Applications ----------------------------------------------------------------------------

/** POST /jobs/:id/applications: a note to the family (optional, at most 1,000 characters). */
export const jobApplicationBodySchema = z.strictObject({
  note: z
    .string()
    .trim()
    .max(JOB_APPLICATION_NOTE_MAX, contractText('jobPosts.noteTooLong'))
    .optional(),
});
export type JobApplicationBody = z.infer<typeof jobApplicationBodySchema>;

/**
 * The job of an application as the worker reads it: its terms only while it is listed (`open`).
 * A post in review after an edit, rejected or sent back for changes names only its position and
 * emirate, so terms no admin approved never reach her; "This job is no longer listed".
 */
export const applicationJobPostSchema = z.object({
  id: idSchema,
  status: jobPostStatusSchema,
  position: candidatePositionSchema,
  emirate: emirateSchema,
  workType: workTypeSchema.nullable(),
  salaryMinAed: z.number().int().positive().nullable(),
  salaryMaxAed: z.number().int().positive().nullable(),
  startOn: isoDateSchema.nullable(),
  duties: z.string().nullable(),
  dayOff: dayKeySchema.nullable(),
  accommodation: offerAccommodationSchema.nullable(),
  languages: z.array(jobPostLanguageSchema).nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
});
export type ApplicationJobPost = z.infer<typeof applicationJobPostSchema>;

/** An application as the worker who sent it reads it. */
export const jobApplicationSchema = z.object({
  id: idSchema,
  jobPost: applicationJobPostSchema,
  note: z.string().nullable(),
  appliedAt: isoDateTimeSchema,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;
export const jobApplicationResponseSchema = dataEnvelope({ application: jobApplicationSchema });
export const jobApplicationsResponseSchema = dataEnvelope({ items: z.array(jobApplicationSchema) });
export type JobApplicationsAnswer = z.infer<typeof jobApplicationsResponseSchema>['data'];

/** A pipeline row's latest application, as the family's Candidates table marks it "applied". */
export const pipelineApplicationSchema = z.object({
  id: idSchema,
  jobPostId: idSchema,
  position: candidatePositionSchema,
  emirate: emirateSchema,
  /** Her note, phone numbers masked for a family without a running plan (as in messages). */
  note: z.string().nullable(),
  /** What the scam guard found in the note (money asked for, a link), as under a message. */
  warning: messageWarningSchema.nullable(),
  appliedAt: isoDateTimeSchema,
});
export type PipelineApplication = z.infer<typeof pipelineApplicationSchema>;

// --- Admin review ----------------------------------------------------------------------------

/** GET /admin/moderation/job-posts: the posts waiting for review, first come, first served. */
export const jobPostReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(JOB_POSTS_PAGE_SIZE),
});
export type JobPostReviewsQuery = z.infer<typeof jobPostReviewsQuerySchema>;

/** A post in the admin's queue: its terms and who posted it. */
export const jobPostReviewSchema = familyJobPostSchema.extend({
  family: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  /** The version the admin reads: her decision names it, so an edit made since is refused. */
  updatedAt: isoDateTimeSchema,
});
export type JobPostReview = z.infer<typeof jobPostReviewSchema>;

export const jobPostReviewsResponseSchema = dataEnvelope({
  items: z.array(jobPostReviewSchema),
  ...pageMetaSchema.shape,
});
export type JobPostReviewsPage = z.infer<typeof jobPostReviewsResponseSchema>['data'];
/**
 * POST /admin/moderation/job-posts/:id/decision: a listing decision plus the `updatedAt` of the
 * version the admin read; the server answers 409 when the family edited the post since.
 */
export const jobPostDecisionBodySchema = listingDecisionBodySchema.and(
  z.object({ updatedAt: isoDateTimeSchema }),
);
export type JobPostDecisionBody = z.infer<typeof jobPostDecisionBodySchema>;

export const jobPostReviewResponseSchema = dataEnvelope({ jobPost: jobPostReviewSchema });
