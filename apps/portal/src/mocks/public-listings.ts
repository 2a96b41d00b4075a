import type { PublicAgency } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { apiError, mockEndpoint } from './endpoint-handler';

/** The server's words (apps/api/src/modules/listings). */
export const AGENCY_NOT_FOUND_MESSAGE = 'Agency Not Found';

/** The agency whose public page the stories show. */
export const publicAgency: PublicAgency = {
  id: 1,
  name: 'Al Noor Domestic Services',
  logo: null,
  licenceStatus: 'approved',
  licenceNumber: 'DXB-451287',
  city: 'Dubai',
  about: 'Placing trained nannies, cooks and housekeepers with UAE families since 2014.',
};

/** Its listed candidates: a few of the fixtures, each saying it listed them. */
export const publicAgencyCandidates = publicCandidates.slice(0, 4).map((candidate) => ({
  ...candidate,
  listedBy: { id: publicAgency.id, name: publicAgency.name },
}));

/** The public agency page: agency 1 lists four candidates; any other id is no agency. */
export const publicListingHandlers = [
  mockEndpoint('publicAgency', ({ params, query }) => {
    if (params.id !== publicAgency.id) return apiError('not_found', AGENCY_NOT_FOUND_MESSAGE);
    return {
      data: {
        agency: publicAgency,
        candidates: publicAgencyCandidates,
        total: publicAgencyCandidates.length,
        page: query.page,
        pageSize: query.pageSize,
      },
    };
  }),
];
