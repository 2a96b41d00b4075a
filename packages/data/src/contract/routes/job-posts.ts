import { allow, routesOf, visitor } from './route';

const { route } = routesOf('job-posts');

/**
 * Job posts and applications (Bayti issue 17, docs/decisions/0034): a verified family posts a
 * job, an admin reviews it, workers with a listed profile apply from /jobs. No zod at run time.
 */
export const jobPostsRoutes = {
  // --- The family's own posts -----------------------------------------------------------------
  createJobPost: route('POST', '/employer/jobs', {
    access: allow(['client'], 'self'),
    doc: 'Post a job (a verified family); it waits for an admin review before it is listed',
    body: 'jobPostBodySchema',
    response: 'familyJobPostResponseSchema',
    status: 201,
  }),
  employerJobPosts: route('GET', '/employer/jobs', {
    access: allow(['client'], 'self'),
    doc: "The family's job posts, newest first, with their applications' count",
    response: 'familyJobPostsResponseSchema',
  }),
  updateJobPost: route('PUT', '/employer/jobs/:id', {
    access: allow(['client'], 'self'),
    doc: 'Edit a job post; it goes back to review (409 once closed or filled)',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'jobPostBodySchema',
    response: 'familyJobPostResponseSchema',
  }),
  closeJobPost: route('POST', '/employer/jobs/:id/close', {
    access: allow(['client'], 'self'),
    doc: 'Close a job post: it leaves the list and takes no more applications',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'familyJobPostResponseSchema',
  }),
  fillJobPost: route('POST', '/employer/jobs/:id/filled', {
    access: allow(['client'], 'self'),
    doc: 'Mark a job post filled: it leaves the list and takes no more applications',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'familyJobPostResponseSchema',
  }),

  // --- Public ---------------------------------------------------------------------------------
  jobPosts: route('GET', '/jobs', {
    access: visitor(),
    doc: 'Open jobs an admin approved, newest first, by position, emirate and work type',
    query: 'jobPostsQuerySchema',
    response: 'jobPostsResponseSchema',
  }),
  jobPost: route('GET', '/jobs/:id', {
    access: visitor(),
    doc: 'One open job (404 unless approved and open)',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'jobPostResponseSchema',
  }),

  // --- Workers --------------------------------------------------------------------------------
  applyToJobPost: route('POST', '/jobs/:id/applications', {
    access: allow(['candidate'], 'self'),
    doc: 'Apply to an open job with a note (a listed profile; once per job)',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'jobApplicationBodySchema',
    response: 'jobApplicationResponseSchema',
    status: 201,
  }),
  candidateJobApplications: route('GET', '/candidate/job-applications', {
    access: allow(['candidate'], 'self'),
    doc: 'The jobs she applied to, newest first',
    response: 'jobApplicationsResponseSchema',
  }),

  // --- Admin review ---------------------------------------------------------------------------
  jobPostReviews: route('GET', '/admin/moderation/job-posts', {
    access: allow(['admin']),
    doc: 'Job posts waiting for review, first come, first served',
    tag: 'moderation',
    query: 'jobPostReviewsQuerySchema',
    response: 'jobPostReviewsResponseSchema',
  }),
  decideJobPost: route('POST', '/admin/moderation/job-posts/:id/decision', {
    access: allow(['admin']),
    doc: 'Approve a job post, reject it or request changes (a reason for the last two); 409 if it changed since the admin read it (updatedAt)',
    tag: 'moderation',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'jobPostDecisionBodySchema',
    response: 'jobPostReviewResponseSchema',
  }),
} as const;
