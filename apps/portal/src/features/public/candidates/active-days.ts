/** The UAE (Asia/Dubai) is UTC+4 all year: no daylight saving. */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UAE calendar day of a moment, as a day number. */
const dubaiDay = (at: Date) => Math.floor((at.getTime() + DUBAI_OFFSET_MS) / DAY_MS);

/**
 * How many UAE days ago a worker or her agency last saved or reconfirmed her profile (0: today),
 * for "Active today" and "Active N days ago"; null when never. A moment after `now` counts as
 * today.
 */
export function activeDaysAgo(activeAt: string | null, now: Date): number | null {
  if (!activeAt) return null;
  return Math.max(0, dubaiDay(now) - dubaiDay(new Date(activeAt)));
}
