import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { localeFormats } from '../shared/locale-formats';

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
      ...localeFormats(messages, locale, none),
      t,
      nationality: (value: string | null) =>
        label(messages.candidates.nationality as Record<string, string>, value),
      religion: (value: string | null) =>
        label(messages.candidates.religion as Record<string, string>, value),
      gender: (value: string | null) => label(t.options.gender, value),
      coreSkill: (value: string) => label(t.options.coreSkill, value),
    };
  }, [messages, locale]);
}

export type ManagedText = ReturnType<typeof useManagedText>;
