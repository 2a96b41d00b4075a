import { candidatesQuerySchema, searchCandidates, type CandidatesPage } from '@bayti/data/contract';
import { candidateContacts, publicCandidates } from '@bayti/data/fixtures';
import { VERIFY_EMAIL_FIRST_MESSAGE } from './auth';
import { apiError, mockEndpoint, mockSignedInEndpoint } from './endpoint-handler';

/** The server's words (apps/api/src/modules/candidates/service.ts). */
export const CANDIDATE_NOT_FOUND_MESSAGE = 'Candidate Not Found';

const published = (id: number) => publicCandidates.find((candidate) => candidate.id === id);

/** Every public candidate of the fixtures in the list's default order, with their chip counts. */
const listed = searchCandidates(
  publicCandidates,
  candidatesQuerySchema.parse({ pageSize: publicCandidates.length }),
);

/**
 * The list's first page as the server answers it unfiltered: as many candidates as asked for.
 * Filters, sort and other pages are the server's (its tests cover them); a story that needs
 * another answer overrides this one.
 */
export function firstCandidatesPage(pageSize: number): CandidatesPage {
  return {
    candidates: listed.candidates.slice(0, pageSize),
    total: listed.total,
    page: 1,
    pageSize,
    nationalities: listed.nationalities,
    nextCursor: null,
  };
}

export const candidateHandlers = [
  mockEndpoint('candidates', ({ query }) => ({ data: firstCandidatesPage(query.pageSize) })),

  mockEndpoint('candidate', ({ params }) => {
    const candidate = published(params.id);
    return candidate ? { data: { candidate } } : apiError('not_found', CANDIDATE_NOT_FOUND_MESSAGE);
  }),

  // Families see contact details; admins too, for support.
  mockSignedInEndpoint('candidateContact', ({ params, user }) => {
    if (user.role === 'client' && !user.emailVerified)
      return apiError('forbidden', VERIFY_EMAIL_FIRST_MESSAGE);
    const candidate = published(params.id);
    const contact = candidateContacts[params.id];
    if (!candidate || !contact) return apiError('not_found', CANDIDATE_NOT_FOUND_MESSAGE);
    return { data: { contact: { ...contact, location: candidate.location } } };
  }),
];
