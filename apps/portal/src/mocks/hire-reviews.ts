import type {
  AdminHireReview,
  FamilyReviewBody,
  HideHireReviewBody,
  HireToReview,
  WorkerReviewBody,
} from '@bayti/data/contract';
import {
  adminHireReviewsSample,
  familyHiresToReviewSample,
  workerHiresToReviewSample,
} from '@bayti/data/fixtures';
import { apiError, mockEndpoint, mockSignedInEndpoint } from './endpoint-handler';

/*
 * Reviews after a hire (docs/decisions/0035) over the fixtures' samples: the family has one hire
 * to review (with an agency) and one published; the worker one to write and one waiting. Profiles
 * and agency pages have no reviews, and families and workers none to write, unless a story gives
 * them some, so the pages that show them stay as they were. The server's words are copied from apps/api (i18n hire-reviews-en.ts).
 */

export const ALREADY_WRITTEN_MESSAGE =
  'You have already written your review of this hire: a review is written once.';

const written = (hire: HireToReview, body: FamilyReviewBody | WorkerReviewBody) => {
  const writtenAt = new Date().toISOString();
  const parts = Object.entries(body) as [
    HireToReview['subjects'][number],
    { stars: number; text: string },
  ][];
  return {
    ...hire,
    written: parts.map(([subject, review]) => ({
      subject,
      stars: review.stars,
      text: review.text,
      writtenAt,
      state: 'waiting' as const,
    })),
  };
};

/**
 * The hires of the family or the worker as the server keeps them for one story: a review is
 * stored (its body kept in `bodies`), a second one refused.
 */
export function hireReviewWorld(side: 'family' | 'worker') {
  const bodies: (FamilyReviewBody | WorkerReviewBody)[] = [];
  let items = side === 'family' ? familyHiresToReviewSample : workerHiresToReviewSample;
  const write = ({
    params,
    body,
  }: {
    params: { id: number };
    body: FamilyReviewBody | WorkerReviewBody;
  }) => {
    const hire = items.find((item) => item.id === params.id);
    if (!hire) return apiError('not_found', 'This review was not found.');
    if (hire.written.length > 0) return apiError('conflict', ALREADY_WRITTEN_MESSAGE);
    bodies.push(body);
    const saved = written(hire, body);
    items = items.map((item) => (item.id === hire.id ? saved : item));
    return { data: { hire: saved } };
  };
  const list = () => ({ data: { items } });
  const handlers =
    side === 'family'
      ? [
          mockSignedInEndpoint('employerHireReviews', list),
          mockSignedInEndpoint('employerWriteHireReview', write),
        ]
      : [
          mockSignedInEndpoint('candidateHireReviews', list),
          mockSignedInEndpoint('candidateWriteHireReview', write),
        ];
  return { handlers, bodies };
}

/** The admins' list as the server keeps it for one story: a hidden review says who and why. */
export function adminHireReviewWorld() {
  const reasons: string[] = [];
  let items: AdminHireReview[] = adminHireReviewsSample;
  const hide = ({ params, body }: { params: { id: number }; body: HideHireReviewBody }) => {
    const review = items.find((item) => item.id === params.id);
    if (!review) return apiError('not_found', 'This review was not found.');
    if (review.hidden) return apiError('conflict', 'This review is already hidden.');
    reasons.push(body.reason);
    const hidden = {
      ...review,
      hidden: { at: new Date().toISOString(), reason: body.reason, by: 'Bayti Admin' },
    };
    items = items.map((item) => (item.id === review.id ? hidden : item));
    return { data: { review: hidden } };
  };
  return {
    handlers: [
      mockSignedInEndpoint('adminHireReviews', () => ({ data: { items, nextBefore: null } })),
      mockSignedInEndpoint('adminHideHireReview', hide),
    ],
    reasons,
  };
}

const noReviews = { data: { summary: { average: null, count: 0 }, items: [] } };

/** The default answers keep nothing: a story that writes or hides uses a world of its own. */
export const hireReviewHandlers = [
  // Nothing to review: the Recruitments and Offers pages show no notice unless a story says so.
  mockSignedInEndpoint('employerHireReviews', () => ({ data: { items: [] } })),
  mockSignedInEndpoint('candidateHireReviews', () => ({ data: { items: [] } })),
  mockSignedInEndpoint('adminHireReviews', () => ({
    data: { items: adminHireReviewsSample, nextBefore: null },
  })),
  mockEndpoint('candidateReviews', () => noReviews),
  mockEndpoint('agencyReviews', () => noReviews),
];
