import type { ManagedCandidatesMessages } from '../en/managed-candidates';

/** Arabic strings of the Managed candidates (admin and agency All Candidates, the candidate profile modal, position pages). */
export const managedCandidates: ManagedCandidatesMessages = {};
