import type { Locale } from '../../../state/locale';
import { intlLocale } from '../format';

/** Each unit and how many of it make the next; under a minute is "now". */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago `iso` was, from `now`, in the reader's language and digits: "5 minutes ago",
 * "yesterday", "قبل ساعتين" (Intl chooses the plural form). A moment in the future (a clock a
 * little ahead) reads as now.
 */
export function timeAgo(iso: string, now: Date, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (seconds > -60) return format.format(0, 'second');
  let value = seconds / 60;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size || unit === 'year') {
      return format.format(Math.round(value), unit);
    }
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
