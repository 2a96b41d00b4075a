/*
 * Readers of URL search params, without zod. TanStack Router runs every route's validateSearch
 * from the first chunk, on every page, so a reader there must not carry zod (page budgets,
 * docs/decisions/0011). Each reader answers the value, or undefined for a missing, hand-edited or
 * stale one (never an error page), as the contract's schema of the same field would with
 * `.optional().catch(undefined)`; search-params.test.ts pins each reader to its schema. The
 * router hands over JSON-parsed values (`?page=2` is the number 2), so anything may arrive.
 */
import { SEARCH_TEXT_MAX_LENGTH } from './constants';

export type ParamReader<T> = (raw: unknown) => T | undefined;

/** One of a tuple's strings (a z.enum of it). */
export const oneOf =
  <const T extends readonly string[]>(values: T): ParamReader<T[number]> =>
  (raw) =>
    typeof raw === 'string' && values.includes(raw) ? raw : undefined;

/** searchTextSchema: a string, trimmed, 1 to SEARCH_TEXT_MAX_LENGTH characters. */
export const readSearchText: ParamReader<string> = (raw) => {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return text.length >= 1 && text.length <= SEARCH_TEXT_MAX_LENGTH ? text : undefined;
};

/** z.coerce.number().int().min(min).max(max): Number() of the value, a whole number in range. */
export const intBetween =
  (min: number, max: number): ParamReader<number> =>
  (raw) => {
    let value: number;
    try {
      value = Number(raw);
    } catch {
      return undefined; // An object that cannot become a number.
    }
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  };

/** isoDateSchema: a calendar date `YYYY-MM-DD` that exists (no 2023-02-29). */
export const readIsoDate: ParamReader<string> = (raw) => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
};

/** queryBooleanSchema: a boolean, or 'true' / 'false' as a URL writes it. */
export const readFlag: ParamReader<boolean> = (raw) => {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return undefined;
};

type Read<Readers> = {
  [K in keyof Readers]?: Readers[K] extends ParamReader<infer T> ? T : never;
};

/** Each key its reader's value; unknown keys and unread values are left out. */
export function readSearch<Readers extends Record<string, ParamReader<unknown>>>(
  readers: Readers,
  raw: unknown,
): Read<Readers> {
  const params = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers)) {
    const value = read(params[key]);
    if (value !== undefined) result[key] = value;
  }
  return result as Read<Readers>;
}
