import type { FamilyJobPost, PublicJobPost } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatAedWhole, formatDate, formatNumber } from '../shared/format';

/** The strings of job posts in the reader's language, with the formats they need. */
export function useJobText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const j = messages.jobPosts;
    const positionOf = (post: Pick<PublicJobPost, 'position'>) =>
      messages.candidates.position[post.position];
    return {
      j,
      messages,
      locale,
      date: (iso: string) => formatDate(iso, locale),
      number: (value: number) => formatNumber(value, locale),
      positionOf,
      workTypeOf: (post: Pick<PublicJobPost, 'workType'>) =>
        messages.candidates.workType[post.workType],
      /** The weekday and accommodation labels the offers already use. */
      day: messages.managedCandidates.options.day,
      accommodation: messages.offers.accommodation,
      /** "Nanny in Dubai", in the reader's language. */
      titleOf: (post: Pick<FamilyJobPost, 'position' | 'emirate'>) =>
        j.title(positionOf(post), j.emirate[post.emirate]),
      salaryOf: (post: Pick<PublicJobPost, 'salaryMinAed' | 'salaryMaxAed'>) =>
        j.salaryBand(
          formatAedWhole(post.salaryMinAed, locale),
          formatAedWhole(post.salaryMaxAed, locale),
        ),
    };
  }, [messages, locale]);
}

export type JobText = ReturnType<typeof useJobText>;
