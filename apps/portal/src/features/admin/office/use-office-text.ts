import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { formatAed, formatDate, formatNumber, intlLocale } from '../../shared/format';

/** The admin back-office's strings and values as the reader sees them (digits, dates, AED). */
export function useOfficeText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const t = messages.adminOffice;
    const none = t.common.none;
    return {
      t,
      messages,
      locale,
      number: (value: number) => formatNumber(value, locale),
      aed: (amount: number) => formatAed(amount, locale),
      /** 2 decimals without the currency, for columns headed "Amount (AED)". */
      amount: (amount: number) =>
        new Intl.NumberFormat(intlLocale(locale), {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(amount),
      date: (iso: string | null) => (iso ? formatDate(iso, locale) : none),
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
      nationality: (value: string | null) =>
        value
          ? ((messages.candidates.nationality as Record<string, string>)[value] ?? value)
          : none,
      text: (value: string | null) => (value && value.trim() !== '' ? value : none),
    };
  }, [messages, locale]);
}

export type OfficeText = ReturnType<typeof useOfficeText>;
