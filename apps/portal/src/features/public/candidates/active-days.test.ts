import { describe, expect, it } from 'vitest';
import { activeDaysAgo } from './active-days';

describe('activeDaysAgo', () => {
  const now = new Date('2026-11-22T10:00:00+04:00');

  it('counts UAE calendar days, not 24-hour spans', () => {
    expect(activeDaysAgo('2026-11-22T00:30:00+04:00', now)).toBe(0);
    // 23:30 the evening before, in Dubai: yesterday, though under 24 hours ago.
    expect(activeDaysAgo('2026-11-21T23:30:00+04:00', now)).toBe(1);
    // 21:00 UTC on the 21st is 01:00 on the 22nd in Dubai: today.
    expect(activeDaysAgo('2026-11-21T21:00:00Z', now)).toBe(0);
    expect(activeDaysAgo('2026-11-12T09:00:00+04:00', now)).toBe(10);
  });

  it('is null when never active, and today for a moment ahead of the clock', () => {
    expect(activeDaysAgo(null, now)).toBeNull();
    expect(activeDaysAgo('2026-11-23T09:00:00+04:00', now)).toBe(0);
  });
});
