/**
 * The answers of the hire-review endpoints (Bayti issue 17, docs/decisions/0035), in English.
 * Spread into ./en.ts; ./hire-reviews-ar.ts has the same ids.
 */
export const hireReviewsEn = {
  'hireReviews.notFound': 'This review was not found.',
  'hireReviews.alreadyWritten':
    'You have already written your review of this hire: a review is written once.',
  'hireReviews.closed': 'The reviews of this hire are published: it is too late to write one.',
  'hireReviews.agencyRequired': 'Rate the agency that listed her too',
  'hireReviews.noAgency': 'No agency listed her: rate the worker only',
  'hireReviews.alreadyHidden': 'This review is already hidden.',
} as const;
