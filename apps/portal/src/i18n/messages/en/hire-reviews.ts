import type { HireReviewState, HireReviewSubject } from '@bayti/data/contract';
import { plural } from '../../plural';

/**
 * English strings of reviews after a hire (docs/decisions/0035): the family rates the worker and
 * her agency, the worker rates the family, each once, from Reviews; the admins hide an abusive
 * review from Moderation.
 */
export const hireReviews = {
  title: 'Reviews',
  family: {
    intro:
      'A month after a worker starts, rate her and the agency that listed her. Your review stays private until she has written hers, or for 14 days.',
    empty: 'No reviews to write yet',
    emptyHint: 'A month after a hire starts work, you can review it here.',
  },
  worker: {
    intro:
      'A month after you start work, rate the family. Your review stays private until they have written theirs, or for 14 days.',
    empty: 'No reviews to write yet',
    emptyHint: 'A month after you start work for a family, you can review it here.',
  },
  loadFailed: 'Your reviews could not be loaded',
  retry: 'Try again',
  toWrite: 'Reviews to write',
  /** Above her Recruitments or Offers while a hire waits for her review. */
  pending: plural('en', {
    one: 'A hire is waiting for your review.',
    other: '# hires are waiting for your review.',
  }),
  pendingLink: 'Write your reviews',
  written: 'Your reviews',
  hireOf: (candidate: string) => `Your hire of ${candidate}`,
  workFor: (family: string) => `Your work for ${family}`,
  started: (day: string) => `Work started on ${day}`,
  publishesBy: (day: string) => `Reviews are published by ${day} at the latest`,
  publishedOn: (day: string) => `Published on ${day}`,
  closed: 'Published without your review: the 14 days have passed.',
  write: 'Write your review',
  reviewOf: {
    worker: (name: string) => `Your review of ${name}`,
    agency: (name: string) => `Your review of ${name}`,
    family: (name: string) => `Your review of ${name}`,
  } satisfies Record<HireReviewSubject, (name: string) => string>,
  state: {
    waiting: 'Private until the other side has written',
    published: 'Published',
    hidden: 'Hidden by Bayti',
  } satisfies Record<HireReviewState, string>,
  received: 'What they wrote about you',
  dialog: {
    title: (name: string) => `Review ${name}`,
    about: {
      worker: (name: string) => `${name}, the worker`,
      agency: (name: string) => `${name}, the agency`,
      family: (name: string) => `${name}, the family`,
    } satisfies Record<HireReviewSubject, (name: string) => string>,
    stars: 'Stars',
    starChoices: {
      '1': '1 star: very poor',
      '2': '2 stars: poor',
      '3': '3 stars: fair',
      '4': '4 stars: good',
      '5': '5 stars: excellent',
    },
    text: 'Your review',
    textHint:
      '20 to 2,000 characters: what went well, and what did not. Be fair: it will be public.',
    submit: 'Save my review',
    frame: { cancel: 'Cancel', close: 'Close', saving: 'Saving…' },
    errors: {
      stars: 'Choose 1 to 5 stars',
      text: 'Write at least 20 characters about how it went',
      textTooLong: 'Keep a review to 2,000 characters',
    },
    failed: 'Your review could not be saved. Please try again.',
  },
  saved:
    'Thank you: your review is saved. It is published once the other side has written theirs, or after 14 days.',
  savedPublished: 'Thank you: your review is published, with theirs.',
  admin: {
    title: 'Reviews',
    intro:
      'Published reviews, newest first. Hide one that insults, threatens or reveals private details: it leaves the average and the count at once.',
    empty: 'No published reviews yet',
    about: (subject: string, name: string) => `About ${subject} ${name}`,
    subjects: {
      worker: 'the worker',
      agency: 'the agency',
      family: 'the family',
    } satisfies Record<HireReviewSubject, string>,
    hide: 'Hide',
    hideReview: (author: string) => `Hide the review by ${author}`,
    hiddenBy: (by: string, reason: string) => `Hidden by ${by}: ${reason}`,
    hiddenByBayti: (reason: string) => `Hidden: ${reason}`,
    reason: 'Reason',
    reasonHint: 'Kept in the moderation log with your name.',
    reasonRequired: 'Give a reason',
    confirmHide: 'Hide review',
    hideFailed: 'The review could not be hidden. Please try again.',
    hidden: (author: string) => `The review by ${author} is hidden.`,
    more: 'Older reviews',
    frame: { cancel: 'Cancel', close: 'Close', saving: 'Hiding…' },
  },
};
