import type { Gender, Nationality } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { localeFormats } from '../shared/locale-formats';
import { timeLabel } from './time-slots';

/** The employer dashboard's strings and values as the reader sees them (digits, dates, AED). */
export function useEmployerText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const t = messages.employer;
    const none = t.common.none;
    return {
      ...localeFormats(messages, locale, none),
      t,
      dir: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
      time: (value: string | null) => (value ? timeLabel(value, locale) : none),
      gender: (value: Gender | null) => (value ? t.gender[value] : none),
      nationality: (value: Nationality | null) =>
        value ? messages.candidates.nationality[value] : none,
    };
  }, [messages, locale]);
}

export type EmployerText = ReturnType<typeof useEmployerText>;
