import type { OfferAccommodation, OfferDeclineReason, OfferStatus } from '@bayti/data/contract';
import { plural } from '../../plural';

/**
 * English strings of offers (docs/decisions/0026): the family sends one from her Candidates
 * table; the worker, or the agency that listed her, accepts or declines it from the Offers section.
 */
export const offers = {
  status: {
    pending: 'Waiting for an answer',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
    lapsed: 'Closed: hired on another offer',
  } satisfies Record<OfferStatus, string>,
  accommodation: {
    private_room: 'Private room in the home',
    shared_room: 'Shared room in the home',
    live_out: 'Lives out',
  } satisfies Record<OfferAccommodation, string>,
  declineReason: {
    salary: 'The salary',
    start_date: 'The start date',
    duties: 'The duties',
    accommodation: 'The accommodation',
    day_off: 'The day off',
    other_job: 'I took another job',
    other: 'Another reason',
  } satisfies Record<OfferDeclineReason, string>,
  terms: {
    position: 'Position',
    salary: 'Monthly salary',
    startOn: 'Start date',
    workType: 'Work type',
    dayOff: 'Weekly day off',
    accommodation: 'Accommodation',
    from: 'From',
    candidate: 'Candidate',
    expiresOn: 'Answer by',
    answeredOn: 'Answered on',
    expiredOn: 'Expired on',
    declineReason: 'Reason',
    declineNote: 'Note',
  },
  perMonth: (amount: string) => `${amount} / month`,
  /** The worker's and the agency's Offers section. */
  list: {
    intro: (days: string) =>
      `A family that chooses you sends an offer with its terms. Accept it to be hired, or decline it with a reason. An offer not answered within ${days} days expires.`,
    agencyIntro: (days: string) =>
      `Offers families sent to the candidates your agency listed. Accept one to place her, or decline it with a reason. An offer not answered within ${days} days expires.`,
    pending: 'Waiting for your answer',
    answered: 'Earlier offers',
    loadFailed: 'Your offers could not be loaded',
    retry: 'Try again',
    empty: 'No offers yet',
    emptyHint: 'When a family sends an offer, it appears here and you are told by email.',
    offerFrom: (family: string) => `Offer from ${family}`,
    offerFor: (candidate: string, family: string) => `Offer for ${candidate} from ${family}`,
    accept: 'Accept',
    decline: 'Decline',
    accepted: (family: string) => `You accepted the offer from ${family}.`,
    declined: (family: string) => `You declined the offer from ${family}.`,
  },
  accept: {
    title: (family: string) => `Accept the offer from ${family}?`,
    text: {
      candidate:
        'Accepting means you are hired by this family: your profile leaves the public site and your other offers close. This cannot be undone here.',
      agency:
        'Accepting means she is hired by this family: her profile leaves the public site and her other offers close. This cannot be undone here.',
    },
    confirm: 'Accept offer',
    failed: 'The offer could not be accepted',
  },
  decline: {
    title: (family: string) => `Decline the offer from ${family}?`,
    text: 'The family is told the reason. The profile stays on the site.',
    reason: 'Why do you decline?',
    note: 'Note (optional)',
    noteHint: (max: string) => `Up to ${max} characters, shown to the family.`,
    noteTooLong: (max: string) => `Write at most ${max} characters`,
    reasonRequired: 'Choose why you decline',
    confirm: 'Decline offer',
    failed: 'The offer could not be declined',
  },
  frame: { cancel: 'Cancel', close: 'Close', saving: 'Sending...' },
  /** The family's side: the Candidates table's Send offer, its dialog and the row's offer state. */
  family: {
    send: 'Send offer',
    withdraw: 'Withdraw offer',
    column: 'Offer',
    none: '—',
    unavailable: 'No longer available',
    expiresIn: plural('en', {
      one: 'Offer sent · expires in # day',
      other: 'Offer sent · expires in # days',
    }),
    expiresToday: 'Offer sent · expires today',
    declinedBecause: (reason: string) => `Declined: ${reason}`,
    sendTitle: (name: string) => `Send an offer to ${name}`,
    sendText: (days: string) =>
      `She, or the agency that listed her, has ${days} days to accept or decline. Only an accepted offer makes her hired.`,
    salaryAed: 'Monthly salary (AED)',
    salaryTooHigh: (max: string) => `Enter a monthly salary of at most ${max}`,
    chooseWorkType: 'Choose a work type',
    chooseDay: 'Choose a day',
    chooseAccommodation: 'Choose the accommodation',
    planRequired: 'You need an active plan to send an offer.',
    seePlans: 'See the plans',
    sendFailed: 'The offer could not be sent',
    sent: (name: string) => `Offer sent to ${name}.`,
    withdrawTitle: (name: string) => `Withdraw your offer to ${name}?`,
    withdrawText: 'She can no longer accept it. You can send a new offer later.',
    withdrawFailed: 'The offer could not be withdrawn',
    withdrawn: (name: string) => `Your offer to ${name} was withdrawn.`,
    errors: {
      position: 'Enter the position',
      monthlySalaryAed: 'Enter the monthly salary in whole dirhams',
      startOn: 'Choose the start date',
      workType: 'Choose a work type',
      dayOff: 'Choose the day off',
      accommodation: 'Choose the accommodation',
    } as Partial<Record<string, string>>,
  },
};

export type OffersMessages = typeof offers;
