import { describe, expect, test } from 'vitest';
import { formatAed, formatDate, formatNumber } from './format';

describe('formatting for the reader', () => {
  test('AED with two decimals in English', () => {
    expect(formatAed(1800.5, 'en')).toMatch(/AED\s?1,800\.50/);
  });

  test('AED in Arabic uses the Arabic locale', () => {
    expect(formatAed(245, 'ar')).not.toBe(formatAed(245, 'en'));
    expect(formatAed(245, 'ar')).toMatch(/د\.إ/);
  });

  test('numbers and dates follow the locale', () => {
    expect(formatNumber(681, 'en')).toBe('681');
    expect(formatDate('2025-09-01', 'en', 'long')).toBe('1 September 2025');
    expect(formatDate('2025-09-01', 'ar', 'long')).toContain('سبتمبر');
  });
});
