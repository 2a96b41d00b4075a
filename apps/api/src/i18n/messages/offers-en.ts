/**
 * The answers of the offer endpoints (docs/decisions/0029), in English. Spread into ./en.ts;
 * ./offers-ar.ts has the same ids.
 */
export const offersEn = {
  'offers.notFound': 'This offer was not found.',
  'offers.notOpen': 'This candidate is no longer on your list as one you can make an offer to.',
  'offers.noLongerAvailable': 'She is no longer available: she is not on the public list.',
  'offers.agencyLocked':
    'Her agency cannot take offers on Bayti at the moment, so she cannot be offered a job here.',
  'offers.noOneToAnswer':
    'Nobody can answer an offer for this profile on Bayti (it has no worker or agency account).',
  'offers.underAge': 'A worker under 18 can never be offered a job.',
  'offers.alreadyPending': 'You already sent her an offer that is waiting for an answer.',
  'offers.startPast': 'The start date cannot be before today.',
  'offers.startTooFar': 'The start date can be at most {days} days from today.',
  'offers.notPending': 'This offer was already answered, withdrawn or closed.',
  'offers.expired': 'This offer expired on {date}: it can no longer be accepted.',
  'listing.hired':
    'She is hired: her profile stays off the public site until her family returns her.',
  'pipeline.hireByOffer':
    'She is hired when she, or her agency, accepts your offer: send her an offer instead.',
  'pipeline.noLongerAvailable':
    "She accepted another family's offer and is no longer available: you can only reject her.",
} as const;
