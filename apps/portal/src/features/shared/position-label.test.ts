import { describe, expect, test } from 'vitest';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { positionLabel } from './position-label';

describe('positionLabel', () => {
  test('translates a known position and keeps a name without a translation as stored', () => {
    expect(positionLabel(en, 'Nanny')).toBe('Nanny');
    expect(positionLabel(ar, 'Nanny')).toBe('مربية');
    expect(positionLabel(ar, 'Elder Care')).toBe('Elder Care');
    expect(positionLabel(ar, 'toString')).toBe('toString');
  });
});
