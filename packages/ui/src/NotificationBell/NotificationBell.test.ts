import { describe, expect, it } from 'vitest';
import { badgeText } from './NotificationBell';

describe('badgeText', () => {
  it('writes the count up to the most, and the most with a plus past it', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });
});
