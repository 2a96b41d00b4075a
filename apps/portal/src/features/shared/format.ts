import type { Locale } from '../../state/locale';

/** Intl locales for Bayti's languages: UAE English and UAE Arabic. */
export const intlLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-AE' : 'en-AE');

/** An amount in dirhams with 2 decimals, e.g. "AED 1,800.00" or "١٬٨٠٠٫٠٠ د.إ.‏". */
export function formatAed(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A whole amount in dirhams, for prices shown as round numbers (plans, salaries). */
export function formatAedWhole(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'AED',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** A calendar date (an ISO date string, e.g. "2025-09-01") in the reader's language. */
export function formatDate(
  isoDate: string,
  locale: Locale,
  style: 'long' | 'medium' = 'medium',
): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    date,
  );
}
