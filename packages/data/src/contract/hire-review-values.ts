/*
 * The plain values of reviews after a hire (Bayti issue 17, docs/decisions/0035): apart from their
 * schemas so the contract's messages and the database's checks read them without zod.
 */

/** Who a review is about: the family rates the worker and her agency; the worker the family. */
export const HIRE_REVIEW_SUBJECTS = ['worker', 'agency', 'family'] as const;
export type HireReviewSubject = (typeof HIRE_REVIEW_SUBJECTS)[number];

/** Where a review its author reads stands: waiting for the other side, published, or hidden. */
export const HIRE_REVIEW_STATES = ['waiting', 'published', 'hidden'] as const;
export type HireReviewState = (typeof HIRE_REVIEW_STATES)[number];

/** Days after the start of work a hire becomes reviewable (sooner when she was returned). */
export const REVIEW_OPENS_AFTER_DAYS = 30;
/** Days after a hire became reviewable its reviews are published, written by both or not. */
export const REVIEW_PUBLISHES_AFTER_DAYS = 14;

export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** An admin's reason for hiding a review. */
export const REVIEW_HIDE_REASON_MAX = 500;
/** The latest published reviews a profile or an agency page shows. */
export const PUBLISHED_REVIEWS_SHOWN = 10;
/** Reviews per page of the admin's list. */
export const ADMIN_REVIEWS_PAGE = 50;
