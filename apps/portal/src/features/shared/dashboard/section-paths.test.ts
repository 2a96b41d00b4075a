import { describe, expect, it } from 'vitest';
import { positionNavId, positionSegment, segmentsOf } from './section-paths';

describe('dashboard section paths', () => {
  it('escapes a position into one path segment and reads it back', () => {
    expect(positionSegment('Elder Care/Night')).toBe('positions/Elder%20Care%2FNight');
    expect(
      segmentsOf('/dashboard/agency', '/dashboard/agency/positions/Elder%20Care%2FNight'),
    ).toEqual(['positions', 'Elder Care/Night']);
  });

  it('keeps a malformed escape as typed and ignores empty segments', () => {
    expect(segmentsOf('/dashboard/admin', '/dashboard/admin//positions/%E0%A4%A/')).toEqual([
      'positions',
      '%E0%A4%A',
    ]);
    expect(segmentsOf('/dashboard/admin', '/dashboard/admin')).toEqual([]);
  });

  it('names a position list apart from the sections', () => {
    expect(positionNavId('analytics')).toBe('position:analytics');
  });
});
