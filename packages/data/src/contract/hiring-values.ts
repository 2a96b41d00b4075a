/*
 * The values of hiring after a family's choice: offers the worker (or her agency) answers, and
 * the refund cases a return within probation opens (docs/decisions/0029, 0026). Zod-free, so the
 * database schema and public pages can read them (decision 0011).
 */

/** An offer's life: pending until answered, withdrawn, expired (7 days) or lapsed (hired elsewhere). */
export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'lapsed',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Days an offer waits for an answer. */
export const OFFER_VALID_DAYS = 7;

/** The largest monthly salary an offer may name (AED). */
export const OFFER_SALARY_MAX_AED = 50_000;

/** How far ahead of today an offer's start date may be (days). */
export const OFFER_START_MAX_DAYS = 180;

/** Where the worker lives: a room of her own or a shared room in the home, or her own place. */
export const OFFER_ACCOMMODATIONS = ['private_room', 'shared_room', 'live_out'] as const;
export type OfferAccommodation = (typeof OFFER_ACCOMMODATIONS)[number];

/** Why a worker or her agency declined an offer. */
export const OFFER_DECLINE_REASONS = [
  'salary',
  'start_date',
  'duties',
  'accommodation',
  'day_off',
  'other_job',
  'other',
] as const;
export type OfferDeclineReason = (typeof OFFER_DECLINE_REASONS)[number];

/** Why a family returned a worker within probation (MOHRE's four refund cases). */
export const RETURN_REASONS = ['competency', 'left_without_reason', 'agency_terms', 'medical'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A refund case is open until the agency's refund is recorded as paid. */
export const REFUND_CASE_STATUSES = ['open', 'paid'] as const;
export type RefundCaseStatus = (typeof REFUND_CASE_STATUSES)[number];

// The probation, contract and refund periods are CONTRACT_RULES (constants.ts).
