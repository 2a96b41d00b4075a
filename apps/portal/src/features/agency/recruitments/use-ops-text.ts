import type { Nationality } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { localeFormats } from '../../shared/locale-formats';

/** The agency operations screens' strings and formats in the reader's language. */
export function useOpsText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return {
    ...localeFormats(messages, locale, '—'),
    t: messages.agencyOps,
    nationality: (value: Nationality) => messages.candidates.nationality[value] ?? value,
  };
}
export type OpsText = ReturnType<typeof useOpsText>;
