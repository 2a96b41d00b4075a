import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Calendar days as families in the UAE see them. The UAE keeps UTC+4 all year (no daylight
 * saving), so a fixed offset is exact. Days are `YYYY-MM-DD` strings, compared as strings.
 */

const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UAE calendar day of an instant. */
export function uaeDay(instant: Date): string {
  return new Date(instant.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a UAE day begins (00:00 in Dubai). */
export function uaeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - UAE_OFFSET_MS);
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The same day `months` earlier, clamped to the month's last day (31 March -> 28/29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

/** The UAE month (YYYY-MM) of a timestamp column: UTC+4 all year, whatever the session's zone. */
export const uaeMonthOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '4 hours', 'YYYY-MM')`;

/** YYYY-MM of every month from `first` to `last`, both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
}
