import { describe, expect, it } from 'vitest';
import { withPosition } from './positions';

describe('Manage Positions: adding a position', () => {
  it('trims the new name and appends it', () => {
    expect(withPosition(['Cook'], '  Driver ')).toEqual(['Cook', 'Driver']);
  });

  it('ignores a blank name and one already listed in any letter case', () => {
    expect(withPosition(['Cook'], '   ')).toEqual(['Cook']);
    expect(withPosition(['Cook'], ' cook')).toEqual(['Cook']);
  });
});
