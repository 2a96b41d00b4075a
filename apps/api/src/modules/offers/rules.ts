import { OFFER_START_MAX_DAYS, WORKER_MIN_AGE, type SendOfferBody } from '@bayti/data/contract';
import type { candidates } from '../../db/schema';
import { validationError } from '../../errors';
import { addDays, uaeDay } from '../../uae-calendar';
import { dateOfBirthOf, isAdult } from '../listings';

type Row = typeof candidates.$inferSelect;

/**
 * 18 or over today: by her date of birth where the profile has one, else by the age the profile
 * states. A worker under 18 can never be offered (Federal Decree-Law 9/2022, article 4).
 */
export function isOfferable(row: Row, now: Date): boolean {
  const dateOfBirth = dateOfBirthOf(row);
  if (dateOfBirth) return isAdult(dateOfBirth, now);
  return row.age >= WORKER_MIN_AGE;
}

/** The start date is a UAE day from today to OFFER_START_MAX_DAYS ahead. */
export function checkStart(body: SendOfferBody, now: Date): void {
  const today = uaeDay(now);
  if (body.startOn < today) throw validationError({ startOn: 'offers.startPast' });
  if (body.startOn > uaeDay(addDays(now, OFFER_START_MAX_DAYS)))
    throw validationError({
      startOn: { id: 'offers.startTooFar', params: { days: OFFER_START_MAX_DAYS } },
    });
}

/**
 * Where a profile may be when she answers: listed, or briefly off the list for her own reasons (a
 * change in review, not yet reconfirmed). Withdrawn, refused, hidden or hired: no longer available.
 */
const ANSWERING_STATUSES: readonly string[] = ['listed', 'stale', 'in_review'];
export const mayAnswerNow = (row: Row) =>
  ANSWERING_STATUSES.includes(row.listingStatus) && row.visible;

/** The candidate is on the public list, so a family can still hire her. */
export const isAvailable = (row: Row) =>
  row.listingStatus === 'listed' && row.visible && row.isComplete;
