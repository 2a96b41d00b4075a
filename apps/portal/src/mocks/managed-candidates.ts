import {
  EMPTY_CANDIDATE_EDUCATION,
  MANAGED_CANDIDATE_STATUSES,
  type CandidateProfileForm,
  type ManagedCandidate,
  type ManagedCandidateRow,
  type User,
} from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';
import { tabbedPage } from './agency-lists';

/*
 * The admin's and agencies' candidates over the public fixtures (spread over the statuses by id,
 * as the server's seed does), the demo agency managing the odd ids and the second demo agency
 * (agency2@) the even ones. A list answers the caller's candidates as one page with their tab
 * counts (the server's search, filters, sort and paging are the end-to-end tests' to check; a
 * story that shows a searched or filtered list answers its own rows). Writes answer what the
 * server answers without keeping it, so every story starts from the same list.
 */

const NOT_FOUND = 'Candidate Not Found';
const TODAY = '2026-11-22';

const day = (offset: number) => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const CORE = ['Babycare', 'Cleaning', 'Cooking', 'Elderly Care', 'Driving'] as const;

export const mockManagedCandidates: ManagedCandidateRow[] = publicCandidates.map((candidate) => {
  const status = MANAGED_CANDIDATE_STATUSES[candidate.id % MANAGED_CANDIDATE_STATUSES.length]!;
  const interviewing = status === 'interviewed' || status === 'scheduled';
  const selected = status === 'selected' || status === 'hired' || status === 'deployed';
  return {
    id: candidate.id,
    name: candidate.name,
    position: candidate.position === 'Maid' ? 'Housemaid' : candidate.position,
    age: candidate.age,
    gender: candidate.position === 'Driver' ? 'Male' : 'Female',
    nationality: candidate.nationality,
    status,
    interviewDate: interviewing ? day(candidate.id % 5) : null,
    interviewTime: interviewing ? '10:30' : null,
    selectionType: selected ? 'Direct' : null,
    selectionDate: selected ? day(-candidate.id) : null,
    experience: candidate.experience,
    coreSkills: CORE.filter((skill) => (candidate.services as string[]).includes(skill)).slice(
      0,
      3,
    ),
    lastUpdated: day(-candidate.id),
    agencyId: candidate.id % 2 === 1 ? 1 : 3,
  };
});

/** The agency a demo account manages (the mock's users carry no agency). */
const agencyOf = (user: User) => (user.email === 'agency2@demo.bayti.ae' ? 3 : 1);

/** A list answer: the rows as one page, counted per status tab (tabbedPage). */
export const managedPage = (
  ...page: [
    rows: ManagedCandidateRow[],
    query: { pageSize: number },
    counted?: ManagedCandidateRow[],
  ]
) => tabbedPage(MANAGED_CANDIDATE_STATUSES, (row: ManagedCandidateRow) => row.status, ...page);

/** The profile form of a row, as the server derives it from a row no form has saved. */
export function mockProfileOf(row: ManagedCandidateRow): CandidateProfileForm {
  const [first = row.name, ...rest] = row.name.split(' ');
  return {
    salutation: row.gender === 'Male' ? 'Mr' : 'Ms',
    firstName: first,
    middleName: '',
    lastName: rest.join(' ') || first,
    nationality: row.nationality,
    dateOfBirth: `${2026 - row.age}-01-01`,
    maritalStatus: 'Single',
    gender: row.gender ?? 'Female',
    religion: null,
    height: 0,
    weight: 0,
    complexion: null,
    kids: 0,
    fullImage: null,
    currentCountry: 'UAE',
    currentCity: 'Dubai',
    streetAddress: 'Dubai',
    about: '',
    coreSkills: row.coreSkills,
    otherSkills: [],
    applyingPosition: 'Housemaid',
    previousPosition: '',
    relevantExperienceYears: Number.parseInt(row.experience, 10) || 0,
    relevantExperienceMonths: 0,
    estimatedJoiningDate: day(30),
    workingDays: '6 Days',
    workingHoursFrom: '08:00',
    workingHoursTo: '18:00',
    dayOff: null,
    accommodation: 'Live-in',
    status: row.status,
    languages: [
      { language: 'English', read: 'Good', write: 'Good', speak: 'Good' },
      { language: 'Arabic', read: 'Basic', write: 'Basic', speak: 'Basic' },
    ],
    education: EMPTY_CANDIDATE_EDUCATION,
    experiences: [],
    documents: [],
  };
}

const candidateOf = (row: ManagedCandidateRow): ManagedCandidate => ({
  id: row.id,
  status: row.status,
  agencyId: row.agencyId,
  interviewDate: row.interviewDate,
  interviewTime: row.interviewTime,
  selectionType: row.selectionType,
  selectionDate: row.selectionDate,
  lastUpdated: row.lastUpdated,
  profile: mockProfileOf(row),
});

const saved = (
  id: number,
  agencyId: number | null,
  body: CandidateProfileForm & { status?: ManagedCandidate['status'] },
  status: ManagedCandidate['status'],
): { data: { candidate: ManagedCandidate } } => ({
  data: {
    candidate: {
      id,
      status,
      agencyId,
      interviewDate: null,
      interviewTime: null,
      selectionType: null,
      selectionDate: null,
      lastUpdated: TODAY,
      profile: { ...body, status },
    },
  },
});

const inScope = (user: User) =>
  mockManagedCandidates.filter((row) => row.agencyId === agencyOf(user));
const NEW_ID = 1000;

export const managedCandidateHandlers = [
  mockSignedInEndpoint('adminCandidates', ({ query }) => managedPage(mockManagedCandidates, query)),
  // An agency's list holds its own candidates only, as the server scopes it.
  mockSignedInEndpoint('agencyCandidates', ({ query, user }) => managedPage(inScope(user), query)),
  mockSignedInEndpoint('adminCandidate', ({ params }) => {
    const row = mockManagedCandidates.find((candidate) => candidate.id === params.id);
    return row ? { data: { candidate: candidateOf(row) } } : apiError('not_found', NOT_FOUND);
  }),
  mockSignedInEndpoint('agencyCandidate', ({ params, user }) => {
    const row = inScope(user).find((candidate) => candidate.id === params.id);
    return row ? { data: { candidate: candidateOf(row) } } : apiError('not_found', NOT_FOUND);
  }),
  mockSignedInEndpoint('createAdminCandidate', ({ body }) =>
    saved(NEW_ID, body.agencyId ?? null, body, 'shortlisted'),
  ),
  mockSignedInEndpoint('createAgencyCandidate', ({ body, user }) =>
    saved(NEW_ID, agencyOf(user), body, 'shortlisted'),
  ),
  mockSignedInEndpoint('updateAdminCandidate', ({ params, body }) => {
    const row = mockManagedCandidates.find((candidate) => candidate.id === params.id);
    if (!row) return apiError('not_found', NOT_FOUND);
    return saved(row.id, body.agencyId ?? row.agencyId, body, body.status ?? row.status);
  }),
  mockSignedInEndpoint('updateAgencyCandidate', ({ params, body, user }) => {
    const row = inScope(user).find((candidate) => candidate.id === params.id);
    if (!row) return apiError('not_found', NOT_FOUND);
    return saved(row.id, row.agencyId, body, body.status ?? row.status);
  }),
];
