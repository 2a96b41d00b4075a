/** English strings of the Managed candidates (admin and agency All Candidates, the candidate profile modal, position pages). */
export const managedCandidates = {};

export type ManagedCandidatesMessages = typeof managedCandidates;
