import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { intlLocale } from '../shared/format';

/** A time with its weekday and its time zone named: `Wed, 2 Dec 2026, 4:30 PM GST`. */
export const READER_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The strings of interviews as the reader sees them: each time in her own time zone (the
 * browser's), with the zone named, since the family proposed it in Dubai time.
 */
export function useInterviewText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(locale), READER_TIME);
    return {
      i: messages.interviews,
      time: (iso: string) => format.format(new Date(iso)),
    };
  }, [messages, locale]);
}

export type InterviewText = ReturnType<typeof useInterviewText>;
