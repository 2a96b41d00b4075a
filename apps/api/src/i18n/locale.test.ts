import { describe, expect, it } from 'vitest';
import { preferredLocale } from './locale';

describe('preferredLocale', () => {
  it('answers English without a header or without a language we speak', () => {
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('')).toBe('en');
    expect(preferredLocale('fr-FR, de;q=0.8')).toBe('en');
  });

  it('picks Arabic in any region', () => {
    expect(preferredLocale('ar')).toBe('ar');
    expect(preferredLocale('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
  });

  it('follows the q-values, not the order', () => {
    expect(preferredLocale('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(preferredLocale('ar;q=0.4, en-GB')).toBe('en');
  });

  it('ignores a language the caller refuses (q=0) and malformed weights', () => {
    expect(preferredLocale('ar;q=0, en;q=0.1')).toBe('en');
    expect(preferredLocale('ar;q=abc')).toBe('en');
  });
});
