import type { Locale } from '../../state/locale';
import { intlLocale } from '../shared/format';

/** Interview times offered: every half hour from 07:00 to 21:00 (HH:MM, 24 h, as the API takes). */
export const FIRST_SLOT_MINUTES = 7 * 60;
export const LAST_SLOT_MINUTES = 21 * 60;
export const SLOT_STEP_MINUTES = 30;

const pad = (value: number) => String(value).padStart(2, '0');

export function timeSlots(current?: string | null): string[] {
  const slots: string[] = [];
  for (
    let minutes = FIRST_SLOT_MINUTES;
    minutes <= LAST_SLOT_MINUTES;
    minutes += SLOT_STEP_MINUTES
  ) {
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  // A time set off the grid (by an agency, say) stays choosable, in its place.
  if (current && !slots.includes(current)) slots.push(current);
  return slots.sort();
}

/** "14:30" as the reader reads a time of day, e.g. "2:30 PM" or "٢:٣٠ م". */
export function timeLabel(value: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
