import { searchCandidates } from '@bayti/data/contract';
import { candidateContacts, publicCandidates } from '@bayti/data/fixtures';
import { apiError, mockEndpoint, mockSignedInEndpoint } from './endpoint-handler';

/** The server's words (apps/api/src/modules/candidates/service.ts). */
export const CANDIDATE_NOT_FOUND_MESSAGE = 'Candidate Not Found';

const published = (id: number) => publicCandidates.find((candidate) => candidate.id === id);

/**
 * The public candidates from the fixtures, filtered, sorted and paged by the contract's reference
 * helper (searchCandidates), which the server's SQL is tested against.
 */
export const candidateHandlers = [
  mockEndpoint('candidates', ({ query }) => ({ data: searchCandidates(publicCandidates, query) })),

  mockEndpoint('candidate', ({ params }) => {
    const candidate = published(params.id);
    return candidate ? { data: { candidate } } : apiError('not_found', CANDIDATE_NOT_FOUND_MESSAGE);
  }),

  // Families see contact details; admins too, for support.
  mockSignedInEndpoint('candidateContact', ({ params }) => {
    const candidate = published(params.id);
    const contact = candidateContacts[params.id];
    if (!candidate || !contact) return apiError('not_found', CANDIDATE_NOT_FOUND_MESSAGE);
    return { data: { contact: { ...contact, location: candidate.location } } };
  }),
];
