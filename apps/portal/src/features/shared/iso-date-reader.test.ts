import { isoDateSchema } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { readIsoDate } from './iso-date-reader';

describe('readIsoDate', () => {
  it('reads what isoDateSchema accepts, and nothing else', () => {
    const values = [
      '2025-09-01',
      '2024-02-29',
      '2025-02-29',
      '2025-13-01',
      '2025-9-1',
      '',
      20250901,
    ];
    for (const value of values) {
      const schema = isoDateSchema.safeParse(value);
      expect(readIsoDate(value), String(value)).toBe(schema.success ? schema.data : undefined);
    }
  });
});
