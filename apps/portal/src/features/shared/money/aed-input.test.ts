import { describe, expect, it } from 'vitest';
import { parseAedInput } from './aed-input';

describe('parseAedInput', () => {
  it('reads AED amounts with at most 2 decimals', () => {
    expect(parseAedInput('1,250.50')).toBe(1250.5);
    expect(parseAedInput('0.1')).toBe(0.1);
    expect(parseAedInput('0')).toBeNull();
    expect(parseAedInput('0', true)).toBe(0);
    expect(parseAedInput('1.234')).toBeNull();
    expect(parseAedInput('-5')).toBeNull();
    expect(parseAedInput('abc')).toBeNull();
  });
});
