import type { FamilyJobPost, PublicJobPost } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatAedWhole, formatDate, formatNumber, intlLocale } from '../shared/format';

/** The strings of job posts in the reader's language, with the formats they need. */
export function useJobText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const j = messages.jobPosts;
    const uaeDay = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeZone: 'Asia/Dubai',
    });
    const positionOf = (post: Pick<PublicJobPost, 'position'>) =>
      messages.candidates.position[post.position];
    return {
      j,
      messages,
      locale,
      /** A plain date (`2026-11-28`, a start day). */
      date: (iso: string) => formatDate(iso, locale),
      /** An instant (published, sent for review, applied) as its day in the UAE. */
      instant: (iso: string) => uaeDay.format(new Date(iso)),
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
