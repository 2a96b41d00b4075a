/**
 * The worker's dashboard: its frame and the Profile and My Documents sections. Route loaders
 * import `./queries`, `./SectionSkeleton` and `./route-error` directly, so the screens stay out of
 * the main bundle.
 */
export { CandidateDashboard, CANDIDATE_SECTIONS, sectionOf } from './CandidateDashboard';
export type { CandidateSection } from './CandidateDashboard';
export { ProfilePage } from './profile/ProfilePage';
export { DocumentsPage } from './documents/DocumentsPage';
