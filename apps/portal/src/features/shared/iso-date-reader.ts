import type { ParamReader } from '@bayti/data/contract';

/**
 * The contract's isoDateSchema as a zod-free URL reader: a calendar date `YYYY-MM-DD` that
 * exists, else undefined (search params are read in validateSearch, from the first chunk).
 */
export const readIsoDate: ParamReader<string> = (raw) => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
};
