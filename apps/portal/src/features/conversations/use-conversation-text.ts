import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatNumber, intlLocale } from '../shared/format';
import { timeAgo } from '../shared/notifications/relative-time';

/**
 * The strings of Messages, and times as the reader reads them: "5 minutes ago" in the inbox, the
 * day and time (the browser's time zone, the reader's language and digits) in a thread.
 */
export function useConversationText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      c: messages.conversations,
      common: messages.route,
      ago: (iso: string) => timeAgo(iso, new Date(), locale),
      sentAt: (iso: string) => time.format(new Date(iso)),
      number: (value: number) => formatNumber(value, locale),
    };
  }, [messages, locale]);
}

export type ConversationText = ReturnType<typeof useConversationText>;
