/*
 * The plain values of job posts (Bayti issue 17, docs/decisions/0034): apart from their schemas
 * so public pages (no zod, decision 0011) and the database's checks read them.
 */

/** The seven emirates a job is in; a worker's location names one or more of them. */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

/**
 * Where a job post stands: in review until an admin approves it (open), rejects it or asks for
 * changes; the family closes it (no more applications) or marks it filled. An edit to an open,
 * rejected or changed post sends it back to review.
 */
export const JOB_POST_STATUSES = [
  'in_review',
  'changes_requested',
  'rejected',
  'open',
  'closed',
  'filled',
] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** The statuses a family can still edit (and so send back to review). */
export const EDITABLE_JOB_POST_STATUSES = [
  'in_review',
  'changes_requested',
  'rejected',
  'open',
] as const;

/** The languages a family may ask for: the worker profile's own list. */
export { SELF_PROFILE_LANGUAGES as JOB_POST_LANGUAGES } from './option-values';

export const JOB_POST_DUTIES_MAX = 2000;
export const JOB_APPLICATION_NOTE_MAX = 1000;
/** The largest monthly salary a job post may offer (AED), as for offers. */
export const JOB_POST_SALARY_MAX_AED = 50_000;
/** How far ahead of today a job may start (days). */
export const JOB_POST_START_MAX_DAYS = 365;
/** The public list's page size. */
export const JOB_POSTS_PAGE_SIZE = 20;
