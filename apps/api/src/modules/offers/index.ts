export { OfferService } from './service';
export { OPEN_PIPELINE_STATUSES } from './hire';
export { withdrawOffers } from './withdraw';
export { statusAt as offerStatusAt } from './read';
export { isAvailable, isOfferable, mayAnswerNow } from './rules';
export * from './answerer';
export { lockOpenEntry } from './open-entry';
export { answererLink } from './links';
