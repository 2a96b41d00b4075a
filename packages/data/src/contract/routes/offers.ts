import { allow, routesOf } from './route';

const { route } = routesOf('offers');

/**
 * Offers (docs/decisions/0029): a family sends one from her pipeline; the worker, or the agency
 * that listed her, answers it. No zod at run time.
 */
export const offersRoutes = {
  /** Send an offer to a candidate on the family's list (a running plan; 18 or over; available). */
  sendOffer: route('POST', '/employer/pipeline/:id/offers', {
    access: allow(['client'], 'ownPipelineEntry'),
    doc: 'Send an offer (position, salary, start, work type, day off, accommodation); 7 days to answer',
    errors: ['not_found', 'conflict', 'plan_required'],
    params: 'idParamsSchema',
    body: 'sendOfferBodySchema',
    response: 'offerResponseSchema',
    status: 201,
  }),
  /** The offers the family sent, newest first. */
  employerOffers: route('GET', '/employer/offers', {
    access: allow(['client'], 'self'),
    doc: 'The offers the family sent, newest first',
    response: 'offersResponseSchema',
  }),
  /** Withdraw a pending offer. */
  withdrawOffer: route('POST', '/employer/offers/:id/withdraw', {
    access: allow(['client'], 'self'),
    doc: 'Withdraw a pending offer',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'offerResponseSchema',
  }),
  /** The offers made to the worker's own profile (when she lists herself). */
  candidateOffers: route('GET', '/candidate/offers', {
    access: allow(['candidate'], 'self'),
    doc: 'Offers made to her (pending first, then newest)',
    response: 'offersResponseSchema',
  }),
  candidateAnswerOffer: route('POST', '/candidate/offers/:id/answer', {
    access: allow(['candidate'], 'self'),
    doc: 'Accept an offer (she is hired) or decline it with a reason',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'answerOfferBodySchema',
    response: 'offerResponseSchema',
  }),
  /** The offers made to the candidates the agency listed. */
  agencyOffers: route('GET', '/agency/offers', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Offers made to the candidates the agency listed (pending first, then newest)',
    response: 'offersResponseSchema',
  }),
  agencyAnswerOffer: route('POST', '/agency/offers/:id/answer', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Accept an offer for one of the agency's candidates (she is hired) or decline it",
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'answerOfferBodySchema',
    response: 'offerResponseSchema',
  }),
} as const;
