import type { FeeReport, ListingReview, ListingState, ProfileReport } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';
import { fixturePage } from './fixture-page';
import { storeListingState, type ListingChanges } from './managed-candidates';

/*
 * The admin's moderation queues: three profiles waiting for review (a worker's own new profile,
 * an agency's change, an agency's new candidate), two open reports by families and two by workers
 * asked to pay a fee, kept per set of handlers so a decided review or a resolved report leaves its
 * queue within a story.
 */

const NOT_FOUND = 'Not found.';
const DECIDED = 'This review has already been decided.';
export const ALREADY_HIDDEN_MESSAGE = 'This profile is already hidden.';

function reviewCandidate(
  id: number,
  source: 'worker' | 'agency',
  agency: { id: number; name: string } | null,
  status: ListingState['status'],
): ListingReview['candidate'] {
  const candidate = publicCandidates.find((row) => row.id === id);
  if (!candidate) throw new Error(`No public candidate ${id} in the fixtures.`);
  return {
    id,
    name: candidate.name,
    image: candidate.image,
    nationality: candidate.nationality,
    position: candidate.position,
    age: candidate.age,
    status,
    source,
    agency,
    // A worker's own profile comes with her account (fixture user ids are 100 + the profile's).
    account: source === 'worker' ? { userId: 100 + id, status: 'ACTIVE' } : null,
  };
}

const AL_NOOR = { id: 1, name: 'Al Noor Domestic Services' };
const SAVANNAH = { id: 3, name: 'Savannah Care Recruiters' };

/** A fixture profile's public fields, as the server lists them for a review. */
function publicFieldsOf(id: number): ListingReview['publicFields'] {
  const c = publicCandidates.find((row) => row.id === id)!;
  return Object.entries({
    name: c.name,
    workType: c.status,
    salary: c.salary,
    location: c.location,
    nationality: c.nationality,
    visa: c.visa,
    religion: c.religion,
    maritalStatus: c.maritalStatus,
    languages: c.languages.join(', '),
    experience: c.experience,
    services: c.services.join(', '),
    position: c.position,
    availableFrom: c.availableFrom,
    description: c.description,
  }).map(([field, value]) => ({ field, value: String(value) }));
}

const pending = (
  review: Pick<
    ListingReview,
    'id' | 'kind' | 'submittedAt' | 'submittedBy' | 'changes' | 'candidate'
  >,
): ListingReview => ({
  ...review,
  publicFields: publicFieldsOf(review.candidate.id),
  state: 'pending',
  decidedAt: null,
  decidedBy: null,
  reason: null,
});

/** The Review queue, oldest first. */
export const mockReviews: ListingReview[] = [
  pending({
    id: 41,
    kind: 'new',
    submittedAt: '2026-11-19T07:30:00.000Z',
    submittedBy: { id: 5, name: 'Maria Santos' },
    changes: [],
    candidate: reviewCandidate(1, 'worker', null, 'in_review'),
  }),
  pending({
    id: 42,
    kind: 'change',
    submittedAt: '2026-11-20T11:05:00.000Z',
    submittedBy: { id: 2, name: 'Amina Yusuf' },
    changes: [
      { field: 'salaryBand', before: 'AED 1,000 - 1,200', after: 'AED 1,200 - 2,000' },
      {
        field: 'description',
        before: 'Experienced housemaid.',
        after: 'Experienced housemaid and cook; five years with a family of four in Dubai.',
      },
    ],
    candidate: reviewCandidate(3, 'agency', AL_NOOR, 'listed'),
  }),
  pending({
    id: 43,
    kind: 'new',
    submittedAt: '2026-11-21T15:45:00.000Z',
    submittedBy: { id: 9, name: 'Savannah Care Recruiters' },
    changes: [],
    candidate: reviewCandidate(8, 'agency', SAVANNAH, 'in_review'),
  }),
];

const open = (
  report: Pick<ProfileReport, 'id' | 'reason' | 'note' | 'createdAt' | 'reporter' | 'candidate'>,
): ProfileReport => ({
  ...report,
  state: 'open',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
});

/** Families' open reports, oldest first. */
export const mockReports: ProfileReport[] = [
  open({
    id: 7,
    reason: 'unreachable',
    note: 'Her phone was switched off for three days and WhatsApp messages are not delivered.',
    createdAt: '2026-11-18T09:10:00.000Z',
    reporter: { id: 20, name: 'Layla Hassan' },
    candidate: reviewCandidate(10, 'worker', null, 'listed'),
  }),
  open({
    id: 8,
    reason: 'asked_for_money',
    note: '',
    createdAt: '2026-11-21T18:20:00.000Z',
    reporter: { id: 21, name: 'Omar Haddad' },
    candidate: reviewCandidate(11, 'agency', AL_NOOR, 'listed'),
  }),
];

const openFee = (
  report: Pick<FeeReport, 'id' | 'askedBy' | 'note' | 'createdAt' | 'worker'>,
): FeeReport => ({
  ...report,
  state: 'open',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
});

/** Workers' open reports of being asked to pay, oldest first. */
export const mockFeeReports: FeeReport[] = [
  openFee({
    id: 3,
    askedBy: 'Golden Hands Recruitment',
    note: 'They asked me for AED 3,000 to keep my visa, to be paid in cash at their office.',
    createdAt: '2026-11-20T08:15:00.000Z',
    worker: { id: 114, name: 'Dewi Lestari' },
  }),
  openFee({
    id: 4,
    askedBy: 'An agent in Jakarta',
    note: 'Before my flight she took IDR 15,000,000 as a placement fee and gave no receipt.',
    createdAt: '2026-11-21T13:40:00.000Z',
    worker: { id: 106, name: 'Siti Rahayu' },
  }),
];

const DECIDED_AT = '2026-11-22T06:00:00.000Z';
const ADMIN = { id: 1, name: 'Bayti Admin' };

/** A report whose profile belongs to the account: its status, and the profile hidden if it is. */
function withAccount(
  report: ProfileReport,
  userId: number,
  status: 'ACTIVE' | 'INACTIVE',
  hidden: Set<number>,
): ProfileReport {
  const { candidate } = report;
  if (candidate.account?.userId !== userId) return report;
  return {
    ...report,
    candidate: {
      ...candidate,
      account: { userId, status },
      status: hidden.has(candidate.id) ? 'hidden' : candidate.status,
    },
  };
}

/** Fresh handlers over the queues as given (the fixtures by default). */
export function moderationApiHandlers({
  reviews: startReviews = mockReviews,
  reports: startReports = mockReports,
  feeReports: startFeeReports = mockFeeReports,
  changes = null,
}: {
  reviews?: ListingReview[];
  reports?: ProfileReport[];
  feeReports?: FeeReport[];
  /** Where a hide or unhide of a managed candidate is kept for her record's next answer. */
  changes?: ListingChanges | null;
} = {}) {
  let reviews = [...startReviews];
  let reports = [...startReports];
  let feeReports = [...startFeeReports];
  const hidden = new Set<number>();
  const hide = (id: number, reason: string) => {
    hidden.add(id);
    const listing: ListingState = {
      status: 'hidden',
      reason,
      reviewKind: null,
      reconfirmDueAt: null,
      activeAt: null,
    };
    storeListingState(changes, id, listing);
    return listing;
  };
  return [
    mockSignedInEndpoint('listingReviews', ({ query }) => ({
      data: fixturePage(
        reviews.filter((review) => review.state === query.state),
        query,
      ),
    })),
    mockSignedInEndpoint('decideListingReview', ({ params, body }) => {
      const review = reviews.find((row) => row.id === params.id);
      if (!review) return apiError('not_found', NOT_FOUND);
      if (review.state !== 'pending') return apiError('conflict', DECIDED);
      const state = (
        { approve: 'approved', reject: 'rejected', request_changes: 'changes_requested' } as const
      )[body.decision];
      const decided: ListingReview = {
        ...review,
        state,
        decidedAt: DECIDED_AT,
        decidedBy: ADMIN,
        reason: body.reason ?? null,
        candidate: {
          ...review.candidate,
          status:
            body.decision === 'approve'
              ? 'listed'
              : body.decision === 'reject'
                ? 'rejected'
                : 'changes_requested',
        },
      };
      reviews = reviews.map((row) => (row.id === review.id ? decided : row));
      return { data: { review: decided } };
    }),
    mockSignedInEndpoint('profileReports', ({ query }) => ({
      data: fixturePage(
        reports.filter((report) => report.state === query.state),
        query,
      ),
    })),
    mockSignedInEndpoint('resolveProfileReport', ({ params, body }) => {
      const report = reports.find((row) => row.id === params.id);
      if (!report) return apiError('not_found', NOT_FOUND);
      if (report.state !== 'open') return apiError('conflict', 'This report is already resolved.');
      // Upheld with hide, the profile is hidden in the same request; a refused hide changes nothing.
      const hiding = body.outcome === 'uphold' && body.hide;
      if (hiding && hidden.has(report.candidate.id))
        return apiError('conflict', ALREADY_HIDDEN_MESSAGE);
      if (hiding) hide(report.candidate.id, body.note);
      const resolved: ProfileReport = {
        ...report,
        state: body.outcome === 'uphold' ? 'upheld' : 'dismissed',
        resolvedAt: DECIDED_AT,
        resolvedBy: ADMIN,
        resolution: body.note,
        candidate: hiding ? { ...report.candidate, status: 'hidden' } : report.candidate,
      };
      reports = reports.map((row) => (row.id === report.id ? resolved : row));
      return { data: { report: resolved } };
    }),
    mockSignedInEndpoint('feeReports', ({ query }) => ({
      data: fixturePage(
        feeReports.filter((report) => report.state === query.state),
        query,
      ),
    })),
    mockSignedInEndpoint('resolveFeeReport', ({ params, body }) => {
      const report = feeReports.find((row) => row.id === params.id);
      if (!report) return apiError('not_found', NOT_FOUND);
      if (report.state !== 'open') return apiError('conflict', 'This report is already resolved.');
      const resolved: FeeReport = {
        ...report,
        state: 'resolved',
        resolvedAt: DECIDED_AT,
        resolvedBy: ADMIN,
        resolution: body.note,
      };
      feeReports = feeReports.map((row) => (row.id === report.id ? resolved : row));
      return { data: { report: resolved } };
    }),
    mockSignedInEndpoint('hideListing', ({ params, body }) => {
      if (hidden.has(params.id)) return apiError('conflict', ALREADY_HIDDEN_MESSAGE);
      return { data: { candidateId: params.id, listing: hide(params.id, body.reason) } };
    }),
    mockSignedInEndpoint('unhideListing', ({ params }) => {
      hidden.delete(params.id);
      const listing: ListingState = {
        status: 'listed',
        reason: null,
        reviewKind: null,
        reconfirmDueAt: '2026-12-22T06:00:00.000Z',
        activeAt: DECIDED_AT,
      };
      storeListingState(changes, params.id, listing);
      return { data: { candidateId: params.id, listing } };
    }),
    // A worker's account, deactivated, also hides her listed profile (as the server does).
    mockSignedInEndpoint('deactivateAccount', ({ params, body }) => {
      for (const report of reports) {
        const { candidate } = report;
        if (candidate.account?.userId !== params.id || candidate.status === 'hidden') continue;
        if (candidate.status !== 'draft') hide(candidate.id, body.reason);
      }
      reports = reports.map((report) => withAccount(report, params.id, 'INACTIVE', hidden));
      return { data: { userId: params.id, status: 'INACTIVE' } };
    }),
    mockSignedInEndpoint('reactivateAccount', ({ params }) => {
      reports = reports.map((report) => withAccount(report, params.id, 'ACTIVE', hidden));
      return { data: { userId: params.id, status: 'ACTIVE' } };
    }),
  ];
}

/** The default answers (each story that changes a queue installs fresh ones). */
export const moderationHandlers = moderationApiHandlers();
