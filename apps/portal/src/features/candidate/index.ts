/** The worker's dashboard (§2): its frame, the Profile and My Documents sections, their data. */
export { CandidateDashboard, CANDIDATE_SECTIONS, sectionOf } from './CandidateDashboard';
export type { CandidateSection } from './CandidateDashboard';
export { ProfilePage } from './profile/ProfilePage';
export { DocumentsPage } from './documents/DocumentsPage';
export { SectionSkeleton, SectionError } from './SectionStates';
export { profileQuery, documentsQuery } from './queries';
