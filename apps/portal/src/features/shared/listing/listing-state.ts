import {
  RECONFIRM_AFTER_DAYS,
  RECONFIRM_REMINDER_DAY,
  type ListingStatus,
} from '@bayti/data/contract';
import type { Messages } from '../../../i18n/messages/en';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a listing's status means for its owner; a listed one names the day to reconfirm by. */
export const listingMeaning = (
  l: Messages['listings'],
  status: ListingStatus,
  reconfirmBy: string,
): string => (status === 'listed' ? l.meaning.listed(reconfirmBy) : l.meaning[status]);

/**
 * The reminder's window: from day 25 of a listing's 30 (the day the reminder is sent) until it
 * goes stale, the owner is asked to reconfirm.
 */
export const reconfirmIsDue = (reconfirmDueAt: string, now: Date = new Date()): boolean =>
  new Date(reconfirmDueAt).getTime() - now.getTime() <=
  (RECONFIRM_AFTER_DAYS - RECONFIRM_REMINDER_DAY) * DAY_MS;
