import {
  RECONFIRM_AFTER_DAYS,
  RECONFIRM_REMINDER_DAY,
  WORKER_MIN_AGE,
  ageOn,
  type ListingReviewKind,
  type ListingState,
} from '@bayti/data/contract';
import type { candidates } from '../../db/schema';
import { addDays, uaeDay } from '../../uae-calendar';

type Row = typeof candidates.$inferSelect;

/** Where each side's notification opens (the portal's dashboards). */
export const LINKS = {
  worker: '/dashboard/candidate',
  agency: '/dashboard/agency/candidates',
  review: '/dashboard/admin/review',
  reports: '/dashboard/admin/profile-reports',
} as const;

/** Her date of birth: her own (self profile) or the one her agency's form holds. */
export const dateOfBirthOf = (row: Row): string | null =>
  row.dateOfBirth ?? row.managedProfile?.dateOfBirth ?? null;

/** 18 or over on today's UAE day; a profile without a date of birth is not known to be. */
export function isAdult(dateOfBirth: string | null, now: Date): boolean {
  if (!dateOfBirth) return false;
  // ageOn reads the UTC calendar of the instant it is given: the UAE day's midnight in UTC.
  return ageOn(dateOfBirth, new Date(`${uaeDay(now)}T00:00:00Z`)) >= WORKER_MIN_AGE;
}

/** When a listing reconfirmed at `reconfirmedAt` goes stale. */
export const staleAt = (reconfirmedAt: Date) => addDays(reconfirmedAt, RECONFIRM_AFTER_DAYS);
/** When its owner is reminded to reconfirm it. */
export const reminderAt = (reconfirmedAt: Date) => addDays(reconfirmedAt, RECONFIRM_REMINDER_DAY);

/** The UAE day a listing goes stale, as the reminder says it. */
export const staleDay = (reconfirmedAt: Date) => uaeDay(staleAt(reconfirmedAt));

/** The listing as a dashboard shows it. */
export function listingStateOf(row: Row, pendingKind: ListingReviewKind | null): ListingState {
  const listed = row.listingStatus === 'listed' && row.reconfirmedAt !== null;
  return {
    status: row.listingStatus,
    reason: row.listingReason,
    reviewKind: row.listingStatus === 'in_review' ? pendingKind : null,
    reconfirmDueAt: listed ? staleAt(row.reconfirmedAt!).toISOString() : null,
    activeAt: row.activeAt?.toISOString() ?? null,
  };
}
