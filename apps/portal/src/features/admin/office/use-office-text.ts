import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { localeFormats } from '../../shared/locale-formats';

/** The admin back-office's strings and values as the reader sees them (digits, dates, AED). */
export function useOfficeText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const t = messages.adminOffice;
    const none = t.common.none;
    return {
      ...localeFormats(messages, locale, none),
      t,
      nationality: (value: string | null) =>
        value
          ? ((messages.candidates.nationality as Record<string, string>)[value] ?? value)
          : none,
    };
  }, [messages, locale]);
}

export type OfficeText = ReturnType<typeof useOfficeText>;
