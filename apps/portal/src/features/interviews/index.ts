/**
 * Interviews (Bayti issue 17): the worker and the agency answer them, the family follows, cancels
 * and records them. Route loaders import `./queries` directly, so the screens stay out of the main
 * bundle.
 */
export { FamilyInterviewsPage } from './FamilyInterviewsPage';
export { InterviewsPage } from './InterviewsPage';
export type { InterviewsPageProps } from './InterviewsPage';
