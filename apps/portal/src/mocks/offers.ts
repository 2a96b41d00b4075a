import {
  OFFER_VALID_DAYS,
  type AnswerOfferBody,
  type Offer,
  type SendOfferBody,
} from '@bayti/data/contract';
import { employerPipelineSample, offersSample } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';

/*
 * Offers (docs/decisions/0026) over the fixtures' samples, with an expired and a lapsed one: one
 * waiting for an answer, one accepted earlier and one of each closed state. The
 * default handlers answer without keeping anything, so every story starts from the same list;
 * the server's words are copied from apps/api (modules/offers).
 */

export const OFFER_NOT_PENDING_MESSAGE = 'This offer is no longer waiting for an answer.';

const [pending, declined, accepted] = offersSample as [Offer, Offer, Offer];

/** The worker's offers: one waiting, one she declined, one that expired unanswered. */
export const sampleOffers: Offer[] = [
  pending,
  declined,
  {
    ...accepted,
    id: 4,
    family: { id: 15, name: 'Sara Khalifa' },
    status: 'expired',
    sentAt: '2026-11-02T08:00:00.000Z',
    expiresAt: '2026-11-09T08:00:00.000Z',
    answeredAt: null,
  },
];

/** The agency's offers: one waiting, one closed when she was hired on another, one accepted. */
export const sampleAgencyOffers: Offer[] = [
  pending,
  {
    ...declined,
    candidate: { id: 12, name: 'Siti Rahma' },
    status: 'lapsed',
    declineReason: null,
    declineNote: null,
    answeredAt: null,
  },
  accepted,
];

/** The offer `id` of a list answered: accepted, or declined with the body's reason and note. */
function answered(items: Offer[], id: number, body: AnswerOfferBody) {
  const offer = items.find((item) => item.id === id);
  if (!offer) return apiError('not_found', 'Offer not found.');
  if (offer.status !== 'pending') return apiError('conflict', OFFER_NOT_PENDING_MESSAGE);
  const answer: Offer =
    body.answer === 'accept'
      ? { ...offer, status: 'accepted' }
      : {
          ...offer,
          status: 'declined',
          declineReason: body.reason,
          declineNote: body.note ?? null,
        };
  return { data: { offer: { ...answer, answeredAt: new Date().toISOString() } } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The family's offer as the server stores it: pending, 7 days to answer from now. */
function sentOffer(entryId: number, body: SendOfferBody): Offer | null {
  const entry = employerPipelineSample.find((row) => row.id === entryId);
  if (!entry) return null;
  const now = Date.now();
  return {
    ...body,
    id: 100 + entry.id,
    pipelineEntryId: entry.id,
    candidate: { id: entry.candidateId, name: entry.name },
    family: { id: 3, name: 'Layla Hassan' },
    status: 'pending',
    declineReason: null,
    declineNote: null,
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + OFFER_VALID_DAYS * DAY_MS).toISOString(),
    answeredAt: null,
  };
}

export const offerHandlers = [
  mockSignedInEndpoint('sendOffer', ({ params, body }) => {
    const offer = sentOffer(params.id, body);
    return offer ? { data: { offer } } : apiError('not_found', 'Candidate not found.');
  }),
  // The withdrawn offer, on the sample pipeline's first row (a story's rows are its own).
  mockSignedInEndpoint('withdrawOffer', ({ params }) => {
    const offer = sentOffer(employerPipelineSample[0]!.id, pending)!;
    return { data: { offer: { ...offer, id: params.id, status: 'withdrawn' } } };
  }),
  mockSignedInEndpoint('candidateOffers', () => ({ data: { items: sampleOffers } })),
  mockSignedInEndpoint('agencyOffers', () => ({ data: { items: sampleAgencyOffers } })),
  mockSignedInEndpoint('employerOffers', () => ({ data: { items: sampleOffers } })),
  mockSignedInEndpoint('candidateAnswerOffer', ({ params, body }) =>
    answered(sampleOffers, params.id, body),
  ),
  mockSignedInEndpoint('agencyAnswerOffer', ({ params, body }) =>
    answered(sampleAgencyOffers, params.id, body),
  ),
];

/**
 * The offers of the worker or of the agency as the server keeps them for one story: an answer is
 * stored (its body kept in `answers`) and the list read again shows it.
 */
export function offerWorld(side: 'candidate' | 'agency') {
  const answers: AnswerOfferBody[] = [];
  let items = side === 'candidate' ? sampleOffers : sampleAgencyOffers;
  const answer = ({ params, body }: { params: { id: number }; body: AnswerOfferBody }) => {
    answers.push(body);
    const result = answered(items, params.id, body);
    if (result instanceof Response) return result;
    items = items.map((item) => (item.id === params.id ? result.data.offer : item));
    return result;
  };
  const list = () => ({ data: { items } });
  const handlers =
    side === 'candidate'
      ? [
          mockSignedInEndpoint('candidateOffers', list),
          mockSignedInEndpoint('candidateAnswerOffer', answer),
        ]
      : [
          mockSignedInEndpoint('agencyOffers', list),
          mockSignedInEndpoint('agencyAnswerOffer', answer),
        ];
  return { handlers, answers };
}
