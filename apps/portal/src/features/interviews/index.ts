/**
 * Interviews, as the worker and the agency answer them (Bayti issue 17): one screen for both
 * dashboards. Route loaders import `./queries` directly, so the screen stays out of the main bundle.
 */
export { InterviewsPage } from './InterviewsPage';
export type { InterviewsPageProps } from './InterviewsPage';
