import { allow, routesOf, visitor } from './route';

const { route } = routesOf('hire-reviews');

/*
 * Reviews after a hire (Bayti issue 17, docs/decisions/0035): the family rates the worker and
 * her agency, the worker rates the family; everyone reads the published ones; an admin hides an
 * abusive one with a reason. No zod at run time.
 */
export const hireReviewsRoutes = {
  /** The family's reviewable hires: what she still has to write, and what she wrote. */
  employerHireReviews: route('GET', '/employer/hire-reviews', {
    access: allow(['client'], 'self'),
    doc: "The family's hires to review (to write first, then newest) with what she wrote",
    response: 'hiresToReviewResponseSchema',
  }),
  employerWriteHireReview: route('POST', '/employer/hire-reviews/:id', {
    access: allow(['client'], 'self'),
    doc: 'Rate the worker (and the agency that listed her) of a reviewable hire, once',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'familyReviewBodySchema',
    response: 'hireToReviewResponseSchema',
    status: 201,
  }),
  /** The worker's reviewable hires: the families she worked for. */
  candidateHireReviews: route('GET', '/candidate/hire-reviews', {
    access: allow(['candidate'], 'self'),
    doc: "The worker's hires to review (to write first, then newest) with what she wrote",
    response: 'hiresToReviewResponseSchema',
  }),
  candidateWriteHireReview: route('POST', '/candidate/hire-reviews/:id', {
    access: allow(['candidate'], 'self'),
    doc: 'Rate the family of a reviewable hire, once',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'workerReviewBodySchema',
    response: 'hireToReviewResponseSchema',
    status: 201,
  }),
  /** A listed worker's published reviews: the average, the count and the latest. */
  candidateReviews: route('GET', '/candidates/:id/reviews', {
    access: visitor(),
    doc: "A listed worker's published reviews: average, count and the latest",
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'publishedReviewsResponseSchema',
  }),
  agencyReviews: route('GET', '/agency-pages/:id/reviews', {
    access: visitor(),
    doc: "An agency's published reviews: average, count and the latest",
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'publishedReviewsResponseSchema',
  }),
  /** Every published review, newest first, for the admins to hide an abusive one. */
  adminHireReviews: route('GET', '/admin/moderation/hire-reviews', {
    access: allow(['admin']),
    doc: 'Published reviews, newest first, hidden ones with who hid them and why',
    query: 'adminHireReviewsQuerySchema',
    response: 'adminHireReviewsResponseSchema',
  }),
  adminHideHireReview: route('POST', '/admin/moderation/hire-reviews/:id/hide', {
    access: allow(['admin']),
    doc: 'Hide an abusive review with a reason: it leaves the average and the count (audited)',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'hideHireReviewBodySchema',
    response: 'adminHireReviewResponseSchema',
  }),
} as const;
