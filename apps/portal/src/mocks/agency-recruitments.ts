import { AGENCY_RECRUITMENT_STAGES, type AgencyRecruitment } from '@bayti/data/contract';
import { tabbedPage } from './agency-lists';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * The agency's recruitments, one per stage. The list answers them as one page with their stage
 * counts (the server's stage tab, search, position filter and paging are the end-to-end tests' to
 * check; a story that shows one stage or a filtered list answers its own rows). A move answers the
 * moved row without keeping it, so every story starts from the same rows.
 */

const NOT_FOUND = 'Recruitment not found';

const day = (n: number) =>
  `2026-${n < 10 ? '10' : '11'}-${String((n % 10) * 3 + 1).padStart(2, '0')}`;
const NAMES = [
  ['Grace Akinyi', 'Kenyan', 'Nanny'],
  ['Rosa Dela Cruz', 'Filipino', 'Housemaid'],
  ['Anjali Menon', 'Indian', 'Cook'],
  ['Nimali Perera', 'Sri Lankan', 'Maid'],
  ['Joy Nakato', 'Ugandan', 'Maid'],
  ['Siti Rahayu', 'Indonesian', 'Nanny'],
  ['Mary Wanjiku', 'Kenyan', 'Elder Care'],
  ['Liza Santos', 'Filipino', 'Maid'],
] as const;

export const agencyRecruitmentsSample: AgencyRecruitment[] = AGENCY_RECRUITMENT_STAGES.map(
  (stage, index) => {
    const [name, nationality, position] = NAMES[index]!;
    const reached = (at: number) => (at <= index ? day(at + 1) : null);
    return {
      id: 101 + index,
      candidateId: 201 + index,
      name,
      nationality,
      position,
      client: index % 2 ? 'Omar Haddad' : 'Fatima Al Mansoori',
      stage,
      stageDates: Object.fromEntries(
        AGENCY_RECRUITMENT_STAGES.map((s, at) => [s, reached(at)]),
      ) as AgencyRecruitment['stageDates'],
      ticket:
        index >= 5
          ? {
              airline: 'Emirates',
              flightNo: 'EK 333',
              arrivalDate: '2026-11-20',
              arrivalTime: '21:45',
              ticketNumber: `PNR00${index}`,
            }
          : null,
      deployment: stage === 'deployed' ? { location: 'Dubai Marina, Dubai', date: day(8) } : null,
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
  },
);

/** A list answer: the rows as one page, counted per stage (tabbedPage). */
export const recruitmentsPage = (
  ...page: [rows: AgencyRecruitment[], query: { pageSize: number }, counted?: AgencyRecruitment[]]
) => tabbedPage(AGENCY_RECRUITMENT_STAGES, (row: AgencyRecruitment) => row.stage, ...page);

export const agencyRecruitmentHandlers = [
  mockSignedInEndpoint('agencyRecruitments', ({ query }) =>
    recruitmentsPage(agencyRecruitmentsSample, query),
  ),
  mockSignedInEndpoint('moveAgencyRecruitment', ({ params, body }) => {
    const row = agencyRecruitmentsSample.find((r) => r.id === params.id);
    if (!row) return apiError('not_found', NOT_FOUND);
    const date = 'date' in body ? body.date : null;
    return {
      data: {
        recruitment: {
          ...row,
          stage: body.stage,
          stageDates: { ...row.stageDates, [body.stage]: date ?? row.stageDates.offerLetter },
          ticket:
            body.stage === 'ticket'
              ? { ...body.ticket, ticketNumber: body.ticket.ticketNumber ?? null }
              : row.ticket,
          deployment:
            body.stage === 'deployed' ? { location: body.location, date: body.date } : null,
        },
      },
    };
  }),
];
