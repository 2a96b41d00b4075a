import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { candidateFiltersSchema, candidateSortSchema } from './candidate';
import { candidateFilterReaders, readCandidateSort } from './candidate-search-params';
import { isoDateSchema, queryBooleanSchema, searchTextSchema } from './common';
import { intBetween, readIsoDate, readSearch, type ParamReader } from './search-params';

/** What the router may hand a reader: JSON values, and strings near each field's edges. */
const edgeStrings = fc.constantFrom(
  '',
  ' ',
  'true',
  'false',
  'Filipino',
  ' Filipino',
  'Live-in',
  '3500+',
  'default',
  'salary-asc',
  '19',
  '20',
  '35',
  '35.5',
  ' 60 ',
  '61',
  '1e1',
  '0x10',
  'x'.repeat(100),
  ` ${'x'.repeat(100)} `,
  'x'.repeat(101),
  '2024-02-29',
  '2023-02-29',
  '1900-02-29',
  '2000-02-29',
  '2026-11-24',
  '2026-11-24T00:00:00Z',
  '2025-9-1',
  '20250901',
);
const rawValue = fc.oneof(
  fc.jsonValue(),
  edgeStrings,
  fc.constant(20250901),
  fc.constant(undefined),
);

/** The reader answers what the schema answers, leniently (a bad value is no value). */
function expectSameAsSchema(read: ParamReader<unknown>, schema: z.ZodType, label: string) {
  const lenient = schema.optional().catch(undefined);
  fc.assert(
    fc.property(rawValue, (raw) => {
      expect(read(raw), `${label} ${JSON.stringify(raw)}`).toEqual(lenient.parse(raw));
    }),
    { numRuns: 400 },
  );
}

describe('search-param readers', () => {
  it('read every public filter, and only those', () => {
    expect(Object.keys(candidateFilterReaders).toSorted()).toEqual(
      Object.keys(candidateFiltersSchema.shape).toSorted(),
    );
  });

  it.each(Object.keys(candidateFiltersSchema.shape))(
    'read the %s filter as candidateFiltersSchema does',
    (key) => {
      const name = key as keyof typeof candidateFilterReaders;
      expectSameAsSchema(candidateFilterReaders[name], candidateFiltersSchema.shape[name], key);
    },
  );

  it('read the sort as candidateSortSchema does', () => {
    expectSameAsSchema(readCandidateSort, candidateSortSchema, 'sort');
  });

  it('read the shared text and flag fields as their schemas do', () => {
    expectSameAsSchema(candidateFilterReaders.location, searchTextSchema, 'text');
    expectSameAsSchema(candidateFilterReaders.babycare, queryBooleanSchema, 'flag');
  });

  it('read a calendar date as isoDateSchema does', () => {
    expectSameAsSchema(readIsoDate, isoDateSchema, 'date');
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(readIsoDate(text), text).toEqual(
            isoDateSchema.optional().catch(undefined).parse(text),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuse a value that cannot become a number instead of throwing', () => {
    expect(intBetween(1, 10)({ valueOf: 'not a function', toString: null })).toBeUndefined();
  });

  it('keep only the known keys that read, from any input', () => {
    expect(
      readSearch(candidateFilterReaders, { nationality: 'Kenyan', maxAge: 'old', tag: 'x' }),
    ).toEqual({ nationality: 'Kenyan' });
    expect(readSearch(candidateFilterReaders, null)).toEqual({});
  });
});
