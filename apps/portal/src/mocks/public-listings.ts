import type { PublicAgency } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { apiError, mockEndpoint, mockSignedInEndpoint } from './endpoint-handler';

/** The server's words (apps/api/src/modules/listings). */
export const AGENCY_NOT_FOUND_MESSAGE = 'Agency Not Found';
export const REPORT_OPEN_MESSAGE = 'You already reported this profile; Bayti is looking into it.';

/** The profiles each family has an open report on (`family:candidate`). */
const openReports = new Set<string>();

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

/** One page of an agency's candidates, as the server pages them. */
export const agencyPageOf = (
  candidates: typeof publicAgencyCandidates,
  query: { page: number; pageSize: number },
) => ({
  agency: publicAgency,
  candidates: candidates.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
  total: candidates.length,
  page: query.page,
  pageSize: query.pageSize,
});

/** The fixtures' listed profiles by nationality, most first, as GET /candidates/counts counts them. */
function listedCounts() {
  const counts = new Map<(typeof publicCandidates)[number]['nationality'], number>();
  for (const { nationality } of publicCandidates) {
    counts.set(nationality, (counts.get(nationality) ?? 0) + 1);
  }
  const nationalities = [...counts].map(([nationality, count]) => ({ nationality, count }));
  nationalities.sort((a, b) => b.count - a.count);
  return { total: publicCandidates.length, nationalities };
}

/** The public agency page: agency 1 lists four candidates; any other id is no agency. */
export const publicListingHandlers = [
  mockEndpoint('listingCounts', () => ({ data: listedCounts() })),

  mockEndpoint('publicAgency', ({ params, query }) => {
    if (params.id !== publicAgency.id) return apiError('not_found', AGENCY_NOT_FOUND_MESSAGE);
    return { data: agencyPageOf(publicAgencyCandidates, query) };
  }),

  // One open report per family and profile: a second is refused until Bayti resolves the first.
  mockSignedInEndpoint('reportCandidate', ({ params, body, user }) => {
    const candidate = publicCandidates.find((c) => c.id === params.id);
    if (!candidate) return apiError('not_found', 'Candidate Not Found');
    const key = `${user.id}:${candidate.id}`;
    if (openReports.has(key)) return apiError('conflict', REPORT_OPEN_MESSAGE);
    openReports.add(key);
    return {
      data: {
        report: {
          id: openReports.size,
          reason: body.reason,
          note: body.note ?? '',
          state: 'open',
          createdAt: new Date().toISOString(),
        },
      },
    };
  }),
];
