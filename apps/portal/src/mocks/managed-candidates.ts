import {
  EMPTY_CANDIDATE_EDUCATION,
  LISTING_STATUSES,
  MANAGED_CANDIDATE_STATUSES,
  type CandidateProfileForm,
  type ManagedCandidate,
  type ManagedCandidateRow,
  type ManagedListing,
  type ManagedListingBody,
  type User,
} from '@bayti/data/contract';
import { agencies, publicCandidates } from '@bayti/data/fixtures';
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

/**
 * The profile form of a row, as the server derives it from a row no form has saved (her own
 * numbers are not on file).
 */
export function mockProfileOf(row: ManagedCandidateRow): ManagedCandidate['profile'] {
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
    phone: null,
    whatsapp: null,
  };
}

/** The admin's reasons the mock listings carry. */
export const MOCK_LISTING_REASONS: Partial<Record<ManagedListing['status'], string>> = {
  changes_requested: 'Add a description of her experience with children.',
  rejected: 'The photo is not of the candidate.',
  hidden: 'A family reported that she was already hired.',
};

/** The fields the publish dialog asks for: missing until her listing is first submitted. */
const DIALOG_FIELDS = ['salaryBand', 'visa', 'contactRoute'] as const;

/**
 * A row's listing, spread over the statuses by id (the demo agency's 7, Tigist Bekele, is not
 * published yet and lacks only what the publish dialog asks; its 11 is listed; 13 hidden...).
 */
/** The statuses the mock candidates cycle through; none is hired (an accepted offer is). */
const CYCLED_STATUSES = LISTING_STATUSES.filter((status) => status !== 'hired');

export function mockListingOf(row: Pick<ManagedCandidateRow, 'id' | 'agencyId'>): ManagedListing {
  const status = CYCLED_STATUSES[row.id % CYCLED_STATUSES.length]!;
  const submitted = status !== 'draft';
  const agency = agencies.find((candidate) => candidate.id === row.agencyId);
  const shown = status === 'listed' || status === 'stale' || status === 'hidden';
  return {
    status,
    reason: MOCK_LISTING_REASONS[status] ?? null,
    reviewKind: status === 'in_review' ? 'new' : null,
    reconfirmDueAt: status === 'listed' ? `${day(20)}T06:00:00.000Z` : null,
    activeAt: submitted ? `${day(-10)}T06:00:00.000Z` : null,
    salaryBand: submitted ? '1200-2000' : null,
    visa: submitted ? 'Company Visa' : null,
    contactRoute: submitted ? 'agency' : null,
    listedBy: shown && agency ? { id: agency.id, name: agency.name } : null,
    noFeeConfirmedAt: submitted ? `${day(-10)}T06:00:00.000Z` : null,
    missing: submitted ? [] : [...DIALOG_FIELDS],
  };
}

/** A listing as the server answers a publish: an agency's waits for review, an admin's is listed. */
export const publishedListing = (
  listing: ManagedListing,
  body: ManagedListingBody,
  by: 'agency' | 'admin',
): ManagedListing => ({
  ...listing,
  salaryBand: body.salaryBand,
  visa: body.visa,
  contactRoute: body.contactRoute,
  noFeeConfirmedAt: body.noFeeTaken ? `${TODAY}T06:00:00.000Z` : listing.noFeeConfirmedAt,
  status: by === 'admin' ? 'listed' : 'in_review',
  reason: null,
  reviewKind: by === 'admin' ? null : listing.activeAt ? 'change' : 'new',
  reconfirmDueAt: by === 'admin' ? `${day(30)}T06:00:00.000Z` : null,
  missing: listing.missing.filter((field) => !(DIALOG_FIELDS as readonly string[]).includes(field)),
});

/**
 * The listings a story changed (published, unpublished, reconfirmed, hidden), by candidate id;
 * each story that changes one installs fresh handlers over a map of its own.
 */
export type ListingChanges = Map<number, ManagedListing>;

const listingOf = (row: ManagedCandidateRow, changes: ListingChanges | null) =>
  changes?.get(row.id) ?? mockListingOf(row);

const candidateOf = (
  row: ManagedCandidateRow,
  changes: ListingChanges | null = null,
): ManagedCandidate => ({
  id: row.id,
  status: row.status,
  agencyId: row.agencyId,
  interviewDate: row.interviewDate,
  interviewTime: row.interviewTime,
  selectionType: row.selectionType,
  selectionDate: row.selectionDate,
  lastUpdated: row.lastUpdated,
  profile: mockProfileOf(row),
  listing: listingOf(row, changes),
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
      // Her numbers as sent (null: none on file; a save that sends none keeps nothing here).
      profile: { ...body, status, phone: body.phone ?? null, whatsapp: body.whatsapp ?? null },
      listing: mockListingOf({ id, agencyId }),
    },
  },
});

const inScope = (user: User) =>
  mockManagedCandidates.filter((row) => row.agencyId === agencyOf(user));
const NEW_ID = 1000;

const BLOCKED = 'Complete her public profile before publishing her.';

/** A listing change on a row the caller may reach: her candidate with the new listing. */
function relisted(
  changes: ListingChanges | null,
  row: ManagedCandidateRow | undefined,
  change: (listing: ManagedListing) => ManagedListing | Response,
) {
  if (!row) return apiError('not_found', NOT_FOUND);
  const listing = change(listingOf(row, changes));
  if (listing instanceof Response) return listing;
  changes?.set(row.id, listing);
  return { data: { candidate: { ...candidateOf(row), listing } } };
}

/** Keeps an admin's hide or unhide of a managed candidate, when the story keeps changes. */
export function storeListingState(
  changes: ListingChanges | null,
  id: number,
  state: Partial<ManagedListing>,
) {
  const row = adminRow(id);
  if (changes && row) changes.set(id, { ...listingOf(row, changes), ...state });
}

/**
 * Publish: refused while she lacks more than the dialog gives, and, as the server does, an
 * agency's first publish of her without its confirmation that it took no fee.
 */
const publish = (body: ManagedListingBody, by: 'agency' | 'admin') => (listing: ManagedListing) => {
  if (by === 'agency' && listing.noFeeConfirmedAt === null && body.noFeeTaken !== true)
    return apiError('validation', 'Please check the highlighted fields.', {
      noFeeTaken:
        'Confirm that your agency took no fee or commission from her: a worker never pays to be placed.',
    });
  const next = publishedListing(listing, body, by);
  return next.missing.length > 0 ? apiError('validation', BLOCKED) : next;
};
const unpublish = (listing: ManagedListing): ManagedListing => ({
  ...listing,
  status: 'draft',
  reason: null,
  reviewKind: null,
  reconfirmDueAt: null,
});
const reconfirm = (listing: ManagedListing): ManagedListing => ({
  ...listing,
  status: 'listed',
  reconfirmDueAt: `${day(30)}T06:00:00.000Z`,
  activeAt: `${TODAY}T06:00:00.000Z`,
});
function adminRow(id: number) {
  return mockManagedCandidates.find((row) => row.id === id);
}
const agencyRow = (user: User, id: number) => inScope(user).find((row) => row.id === id);

/**
 * A candidate's record and her listing's writes; with `changes`, what a story publishes,
 * unpublishes or reconfirms stays for the rest of it (without, every answer starts afresh).
 */
export function managedListingHandlers(changes: ListingChanges | null = null) {
  return [
    mockSignedInEndpoint('adminCandidate', ({ params }) => {
      const row = adminRow(params.id);
      return row
        ? { data: { candidate: candidateOf(row, changes) } }
        : apiError('not_found', NOT_FOUND);
    }),
    mockSignedInEndpoint('agencyCandidate', ({ params, user }) => {
      const row = agencyRow(user, params.id);
      return row
        ? { data: { candidate: candidateOf(row, changes) } }
        : apiError('not_found', NOT_FOUND);
    }),
    mockSignedInEndpoint('publishAgencyCandidate', ({ params, body, user }) =>
      relisted(changes, agencyRow(user, params.id), publish(body, 'agency')),
    ),
    mockSignedInEndpoint('unpublishAgencyCandidate', ({ params, user }) =>
      relisted(changes, agencyRow(user, params.id), unpublish),
    ),
    mockSignedInEndpoint('reconfirmAgencyCandidate', ({ params, user }) =>
      relisted(changes, agencyRow(user, params.id), reconfirm),
    ),
    mockSignedInEndpoint('publishAdminCandidate', ({ params, body }) =>
      relisted(changes, adminRow(params.id), publish(body, 'admin')),
    ),
    mockSignedInEndpoint('unpublishAdminCandidate', ({ params }) =>
      relisted(changes, adminRow(params.id), unpublish),
    ),
    mockSignedInEndpoint('reconfirmAdminCandidate', ({ params }) =>
      relisted(changes, adminRow(params.id), reconfirm),
    ),
  ];
}

export const managedCandidateHandlers = [
  mockSignedInEndpoint('adminCandidates', ({ query }) => managedPage(mockManagedCandidates, query)),
  // An agency's list holds its own candidates only, as the server scopes it.
  mockSignedInEndpoint('agencyCandidates', ({ query, user }) => managedPage(inScope(user), query)),
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
  ...managedListingHandlers(),
];
