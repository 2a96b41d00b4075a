export { OfferService } from './service';
export { OPEN_PIPELINE_STATUSES } from './hire';
export { withdrawOffers } from './withdraw';
export { statusAt as offerStatusAt } from './read';
export { isAvailable } from './rules';
