import { routeKey } from '@bayti/data/client/route-call';
import { hireReviewsRoutes } from '@bayti/data/contract/routes/hire-reviews';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';

/** Who reads her reviewable hires: the family (rates the worker and agency) or the worker. */
export type ReviewSide = 'family' | 'worker';

const LIST_ROUTES = {
  family: hireReviewsRoutes.employerHireReviews,
  worker: hireReviewsRoutes.candidateHireReviews,
} as const;

/** The Reviews page's list, as the route's loader ensures it and the screen reads it. */
export const hiresToReviewQuery = (side: ReviewSide) => apiQuery(LIST_ROUTES[side]);

/** A review written changes the list it was written from. */
export const refreshHiresToReview = (queryClient: QueryClient, side: ReviewSide) =>
  queryClient.invalidateQueries({ queryKey: routeKey(LIST_ROUTES[side]) });

/** A listed worker's or an agency's published reviews (profile and agency page). */
export const publishedReviewsQuery = (about: 'candidate' | 'agency', id: number) =>
  about === 'candidate'
    ? apiQuery(hireReviewsRoutes.candidateReviews, { params: { id } })
    : apiQuery(hireReviewsRoutes.agencyReviews, { params: { id } });

/** The admins' list of published reviews, newest first; `before` reads older ones. */
export const adminHireReviewsQuery = (before?: number) =>
  apiQuery(hireReviewsRoutes.adminHireReviews, { query: before === undefined ? {} : { before } });

export const refreshAdminHireReviews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: routeKey(hireReviewsRoutes.adminHireReviews) });
