import type { OfferStatus } from '@bayti/data/contract';
import type { StatusTone } from '@bayti/ui';

/** The colour of an offer's state: waiting yellow, accepted green, declined red, closed grey. */
export const OFFER_TONE: Record<OfferStatus, StatusTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
  lapsed: 'neutral',
};
