import type { DayKey, WorkType } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatAedWhole } from '../shared/format';
import { localeFormats } from '../shared/locale-formats';

/**
 * The strings of offers and their terms as the reader sees them: a salary in whole dirhams a
 * month, dates, the work type and day off in her language.
 */
export function useOfferText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const o = messages.offers;
    return {
      ...localeFormats(messages, locale, o.family.none),
      o,
      salary: (amount: number) => o.perMonth(formatAedWhole(amount, locale)),
      workType: (value: WorkType) => messages.candidates.workType[value],
      day: (value: DayKey) => messages.managedCandidates.options.day[value],
    };
  }, [messages, locale]);
}

export type OfferText = ReturnType<typeof useOfferText>;
