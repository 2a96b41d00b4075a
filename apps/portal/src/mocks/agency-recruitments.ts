import {
  AGENCY_RECRUITMENT_STAGES,
  type AgencyRecruitment,
  type AgencyRecruitmentCounts,
} from '@bayti/data/contract';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * The agency's recruitments, one per stage, filtered and paged as the server does. A move answers
 * the moved row without keeping it, so every story starts from the same rows.
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

const matches = (row: AgencyRecruitment, search: string | undefined) =>
  !search ||
  [row.name, row.nationality].some((value) => value.toLowerCase().includes(search.toLowerCase()));

export const agencyRecruitmentHandlers = [
  mockSignedInEndpoint('agencyRecruitments', ({ query }) => {
    const found = agencyRecruitmentsSample.filter(
      (row) => matches(row, query.search) && (!query.position || row.position === query.position),
    );
    const counts = Object.fromEntries([
      ['all', found.length],
      ...AGENCY_RECRUITMENT_STAGES.map((s) => [s, found.filter((row) => row.stage === s).length]),
    ]) as AgencyRecruitmentCounts;
    const inTab = found.filter((row) => !query.stage || row.stage === query.stage);
    const start = (query.page - 1) * query.pageSize;
    return {
      data: {
        items: inTab.slice(start, start + query.pageSize),
        counts,
        total: inTab.length,
        page: query.page,
        pageSize: query.pageSize,
      },
    };
  }),
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
