import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatDate, formatNumber } from '../shared/format';
import { positionLabel } from '../shared/position-label';

/** The managed-candidate screens' strings and values as the reader sees them. */
export function useManagedText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const t = messages.managedCandidates;
    const none = t.common.none;
    const label = (names: Readonly<Record<string, string>>, value: string | null) =>
      value === null ? none : (names[value] ?? value);
    return {
      t,
      messages,
      locale,
      number: (value: number) => formatNumber(value, locale),
      date: (iso: string | null) => (iso ? formatDate(iso, locale) : none),
      nationality: (value: string | null) =>
        label(messages.candidates.nationality as Record<string, string>, value),
      religion: (value: string | null) =>
        label(messages.candidates.religion as Record<string, string>, value),
      gender: (value: string | null) => label(t.options.gender, value),
      position: (value: string) => positionLabel(messages, value),
      coreSkill: (value: string) => label(t.options.coreSkill, value),
      text: (value: string | null) => (value && value.trim() !== '' ? value : none),
    };
  }, [messages, locale]);
}

export type ManagedText = ReturnType<typeof useManagedText>;
