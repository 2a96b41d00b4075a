import { useAtomValue } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { localeFormats } from '../locale-formats';

/** The refund cases' strings and formats in the reader's language. */
export function useRefundText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return { ...localeFormats(messages, locale, '—'), t: messages.refunds };
}
export type RefundText = ReturnType<typeof useRefundText>;
