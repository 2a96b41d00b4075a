/**
 * Job posts (Bayti issue 17, docs/decisions/0034): the public Jobs list and a job's page with
 * Apply, the family's Jobs with its form, and the admins' review queue. Route loaders import
 * `./queries` directly, so the screens stay out of the main bundle.
 */
export { JobsPage, type JobsPageProps } from './JobsPage';
export { JobNotFound, JobPage, type JobPageProps } from './JobPage';
export { FamilyJobsPage } from './FamilyJobsPage';
export { JobReviewsPage, type JobReviewsPageProps } from './JobReviewsPage';
