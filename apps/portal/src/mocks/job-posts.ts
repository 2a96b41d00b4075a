import type { FamilyJobPost, JobPostBody, PublicJobPost } from '@bayti/data/contract';
import {
  familyJobPostsSample,
  jobApplicationsSample,
  jobPostReviewsSample,
  publicJobPostsSample,
} from '@bayti/data/fixtures';
import { apiError, mockEndpoint, mockSignedInEndpoint } from './endpoint-handler';

/*
 * Job posts (docs/decisions/0034) over the fixtures' samples: two open jobs, the family's posts
 * in three states, one post in the admins' queue. The handlers keep nothing, so every story starts
 * from the same lists; the server's words are copied from apps/api (modules/job-posts).
 */

export const NOT_LISTED_MESSAGE =
  'Only a worker whose profile is approved and listed can apply. Complete your profile in your dashboard and submit it for review; once an administrator approves it, you can apply.';
export const NO_LONGER_OPEN_MESSAGE =
  'This job is closed or filled: the family takes no more applications for it.';
const NOT_FOUND_MESSAGE = 'This job was not found, or it is not listed.';
export const CHANGED_SINCE_READ_MESSAGE =
  'This job post changed since you opened it; read it again.';

const NOW = '2026-11-28T09:00:00.000Z';

/** A new or edited post as the server answers it: waiting for review. */
const inReview = (body: JobPostBody, post?: FamilyJobPost): FamilyJobPost => ({
  ...body,
  id: post?.id ?? 20,
  status: 'in_review',
  reviewReason: null,
  applicationCount: post?.applicationCount ?? 0,
  createdAt: post?.createdAt ?? NOW,
  submittedAt: NOW,
  publishedAt: post?.publishedAt ?? null,
});

const findPost = (id: number) => familyJobPostsSample.find((post) => post.id === id);

export const jobPostHandlers = [
  mockEndpoint('jobPosts', ({ query }) => {
    const items = publicJobPostsSample.filter(
      (post: PublicJobPost) =>
        (!query.position || post.position === query.position) &&
        (!query.emirate || post.emirate === query.emirate) &&
        (!query.workType || post.workType === query.workType),
    );
    const start = (query.page - 1) * query.pageSize;
    return {
      data: {
        items: items.slice(start, start + query.pageSize),
        total: items.length,
        page: query.page,
        pageSize: query.pageSize,
      },
    };
  }),
  mockEndpoint('jobPost', ({ params }) => {
    const jobPost = publicJobPostsSample.find((post) => post.id === params.id);
    return jobPost ? { data: { jobPost } } : apiError('not_found', NOT_FOUND_MESSAGE);
  }),
  mockSignedInEndpoint('candidateJobApplications', () => ({ data: { items: [] } })),
  mockSignedInEndpoint('applyToJobPost', ({ params, body }) => {
    const jobPost = publicJobPostsSample.find((post) => post.id === params.id);
    if (!jobPost) return apiError('not_found', NOT_FOUND_MESSAGE);
    return {
      data: {
        application: {
          id: 30,
          jobPost: { ...jobPost, status: 'open' },
          note: body.note ?? null,
          appliedAt: NOW,
        },
      },
    };
  }),
  mockSignedInEndpoint('employerJobPosts', () => ({ data: { items: familyJobPostsSample } })),
  mockSignedInEndpoint('createJobPost', ({ body }) => ({ data: { jobPost: inReview(body) } })),
  mockSignedInEndpoint('updateJobPost', ({ params, body }) => {
    const post = findPost(params.id);
    return post
      ? { data: { jobPost: inReview(body, post) } }
      : apiError('not_found', NOT_FOUND_MESSAGE);
  }),
  mockSignedInEndpoint('closeJobPost', ({ params }) => {
    const post = findPost(params.id);
    return post
      ? { data: { jobPost: { ...post, status: 'closed' } } }
      : apiError('not_found', NOT_FOUND_MESSAGE);
  }),
  mockSignedInEndpoint('fillJobPost', ({ params }) => {
    const post = findPost(params.id);
    return post
      ? { data: { jobPost: { ...post, status: 'filled' } } }
      : apiError('not_found', NOT_FOUND_MESSAGE);
  }),
  mockSignedInEndpoint('jobPostReviews', ({ query }) => ({
    data: {
      items: jobPostReviewsSample,
      total: jobPostReviewsSample.length,
      page: query.page,
      pageSize: query.pageSize,
    },
  })),
  mockSignedInEndpoint('decideJobPost', ({ params, body }) => {
    const post = jobPostReviewsSample.find((item) => item.id === params.id);
    if (!post) return apiError('not_found', NOT_FOUND_MESSAGE);
    if (body.updatedAt !== post.updatedAt) return apiError('conflict', CHANGED_SINCE_READ_MESSAGE);
    return {
      data: {
        jobPost: {
          ...post,
          status:
            body.decision === 'approve'
              ? 'open'
              : body.decision === 'reject'
                ? 'rejected'
                : 'changes_requested',
          reviewReason: body.reason ?? null,
          publishedAt: body.decision === 'approve' ? NOW : null,
        },
      },
    };
  }),
];

/** The worker already applied to the first open job. */
export const appliedHandler = mockSignedInEndpoint('candidateJobApplications', () => ({
  data: { items: jobApplicationsSample },
}));
