export { hideProfile } from './hide';
export { recordModeration, type ModerationRecord } from './record';
export { listingAgencyId, reviewCandidateColumns, reviewCandidateOf } from './review-candidate';
