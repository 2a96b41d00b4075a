import type { Nationality } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { formatAed, formatDate, formatNumber } from '../../shared/format';
import { positionLabel } from '../../shared/position-label';

/** The agency operations screens' strings and formats in the reader's language. */
export function useOpsText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return {
    t: messages.agencyOps,
    locale,
    aed: (amount: number) => formatAed(amount, locale),
    date: (iso: string | null) => (iso ? formatDate(iso, locale) : '—'),
    longDate: (iso: string) => formatDate(iso, locale, 'long'),
    number: (value: number) => formatNumber(value, locale),
    nationality: (value: Nationality) => messages.candidates.nationality[value] ?? value,
    position: (value: string) => positionLabel(messages, value),
  };
}
export type OpsText = ReturnType<typeof useOpsText>;
