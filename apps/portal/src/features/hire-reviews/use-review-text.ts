import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatNumber, intlLocale } from '../shared/format';

/**
 * The words and formats of reviews in the reader's language: days and months as a UAE day, an
 * average with one or two decimals, in the reader's digits.
 */
export function useReviewText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeZone: 'Asia/Dubai',
    });
    const month = new Intl.DateTimeFormat(intlLocale(locale), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const average = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
    return {
      locale,
      r: messages.publishedReviews,
      /** A UAE day (`2026-11-28`) or an instant, as a day. */
      day: (value: string) =>
        day.format(new Date(value.length === 10 ? `${value}T08:00:00+04:00` : value)),
      /** `2026-11` as "November 2026". */
      month: (value: string) => month.format(new Date(`${value}-15T00:00:00Z`)),
      average: (value: number) => average.format(value),
      number: (value: number) => formatNumber(value, locale),
    };
  }, [messages, locale]);
}

export type ReviewText = ReturnType<typeof useReviewText>;
