import { routeKey } from '@bayti/data/client/route-call';
import { jobPostsRoutes } from '@bayti/data/contract/routes/job-posts';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api';
import type { JobsSearch } from './search';

/*
 * The reads of job posts (docs/decisions/0034): the routes' loaders and the screens ask with the
 * same input, so both share one cache entry.
 */

/** The public list: open jobs, newest first, with the search's filters and page. */
export const jobPostsQuery = (search: JobsSearch) =>
  apiQuery(jobPostsRoutes.jobPosts, {
    query: {
      ...(search.position ? { position: search.position } : {}),
      ...(search.emirate ? { emirate: search.emirate } : {}),
      ...(search.workType ? { workType: search.workType } : {}),
      page: search.page ?? 1,
    },
  });

/** One open job (404 unless listed). */
export const jobPostQuery = (id: number) => apiQuery(jobPostsRoutes.jobPost, { params: { id } });

/** The jobs the signed-in worker applied to. */
export const myApplicationsQuery = () => apiQuery(jobPostsRoutes.candidateJobApplications);

/** The family's own posts. */
export const familyJobPostsQuery = () => apiQuery(jobPostsRoutes.employerJobPosts);

/** The admins' queue: posts waiting for review, a page at a time. */
export const jobPostReviewsQuery = (page: number) =>
  apiQuery(jobPostsRoutes.jobPostReviews, { query: { page, pageSize: 20 } });

export const refreshFamilyJobs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: routeKey(jobPostsRoutes.employerJobPosts) });

export const refreshJobReviews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: routeKey(jobPostsRoutes.jobPostReviews) });

export const refreshApplications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: routeKey(jobPostsRoutes.candidateJobApplications) });
