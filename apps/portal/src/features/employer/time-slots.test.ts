import { describe, expect, test } from 'vitest';
import { timeLabel, timeSlots } from './time-slots';

describe('timeSlots', () => {
  test('offers every half hour from 07:00 to 21:00', () => {
    const slots = timeSlots();
    expect(slots[0]).toBe('07:00');
    expect(slots[1]).toBe('07:30');
    expect(slots.at(-1)).toBe('21:00');
    expect(slots).toHaveLength(29);
  });

  test('keeps a time set off the grid, in order', () => {
    const slots = timeSlots('10:15');
    expect(slots).toContain('10:15');
    expect(slots.indexOf('10:15')).toBe(slots.indexOf('10:00') + 1);
  });
});

test('timeLabel reads the time in the reader language', () => {
  expect(timeLabel('14:30', 'en')).toMatch(/2:30\s?(PM|pm)/);
  expect(timeLabel('14:30', 'ar')).toMatch(/م/);
});
