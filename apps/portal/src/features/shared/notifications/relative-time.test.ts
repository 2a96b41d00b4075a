import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-22T06:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says the largest whole unit, in English', () => {
    expect(timeAgo(before(10), now, 'en')).toBe('now');
    expect(timeAgo(before(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(before(2 * 3600), now, 'en')).toBe('2 hours ago');
    expect(timeAgo(before(26 * 3600), now, 'en')).toBe('yesterday');
    expect(timeAgo(before(3 * 86400), now, 'en')).toBe('3 days ago');
    expect(timeAgo(before(400 * 86400), now, 'en')).toBe('last year');
  });

  it('reads a moment a little ahead as now, and writes Arabic in its own words', () => {
    expect(timeAgo(new Date(now.getTime() + 30_000).toISOString(), now, 'en')).toBe('now');
    expect(timeAgo(before(2 * 3600), now, 'ar')).toBe('قبل ساعتين');
  });
});
