import type { Gender, Nationality } from '@bayti/data/contract';
import { positionLabel } from '../shared/position-label';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatAed, formatDate, formatNumber, intlLocale } from '../shared/format';
import { timeLabel } from './time-slots';

/** The employer dashboard's strings and values as the reader sees them (digits, dates, AED). */
export function useEmployerText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const t = messages.employer;
    const none = t.common.none;
    return {
      t,
      locale,
      dir: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
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
      time: (value: string | null) => (value ? timeLabel(value, locale) : none),
      gender: (value: Gender | null) => (value ? t.gender[value] : none),
      /** A position's name in the reader's language; a name without a translation as stored. */
      position: (value: string) => positionLabel(messages, value),
      nationality: (value: Nationality | null) =>
        value ? messages.candidates.nationality[value] : none,
    };
  }, [messages, locale]);
}

export type EmployerText = ReturnType<typeof useEmployerText>;
