import type { Messages } from '../../i18n/messages/en';
import type { Locale } from '../../state/locale';
import { formatAed, formatDate, formatNumber, intlLocale } from './format';
import { positionLabel } from './position-label';

/**
 * The values a dashboard shows, written for the reader's language: digits, dirhams, dates and
 * months, a position's name. `none` stands in for a value that is missing. Each area's text hook
 * adds its own strings and labels to these.
 */
export function localeFormats(messages: Messages, locale: Locale, none: string) {
  return {
    messages,
    locale,
    number: (value: number) => formatNumber(value, locale),
    /** A whole percent, e.g. "22%" or "٢٢٪". */
    percent: (value: number) =>
      new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(value / 100),
    aed: (amount: number) => formatAed(amount, locale),
    /** 2 decimals without the currency, for columns headed "Amount (AED)". */
    amount: (amount: number) =>
      new Intl.NumberFormat(intlLocale(locale), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(amount),
    date: (iso: string | null) => (iso ? formatDate(iso, locale) : none),
    longDate: (iso: string | null) => (iso ? formatDate(iso, locale, 'long') : none),
    /** A moment (ISO date-time) as a date and time in the UAE. */
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Dubai',
      }).format(new Date(iso)),
    /** A month `YYYY-MM`, e.g. "Nov 2026". */
    month: (yearMonth: string) =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${yearMonth}-01T00:00:00Z`)),
    /** A position's name in the reader's language; a name without a translation as stored. */
    position: (value: string) => positionLabel(messages, value),
    /** Free text as written, or `none` when blank. */
    text: (value: string | null) => (value && value.trim() !== '' ? value : none),
  };
}
