import type { PublicCandidate } from '@bayti/data/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { formatDate, formatNumber, intlLocale } from '../../shared/format';
import { activeDaysAgo } from './active-days';

/** Candidate values as the reader sees them: translated labels, numbers, AED and dates in the locale. */
export function useCandidateText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const t = messages.candidates;
    // Whole dirhams in the reader's digits; the message places the currency once per range.
    const aed = (amount: number) => formatNumber(amount, locale);
    return {
      t,
      locale,
      number: (value: number) => formatNumber(value, locale),
      /** One decimal, e.g. a rating "4.9". */
      decimal: (value: number) =>
        new Intl.NumberFormat(intlLocale(locale), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(value),
      date: (iso: string) => formatDate(iso, locale, 'long'),
      age: (age: number) => t.card.years(age),
      /** "Active today" or "Active N days ago" (UAE days); null when never active. */
      active: (activeAt: string | null, now = new Date()) => {
        const days = activeDaysAgo(activeAt, now);
        if (days === null) return null;
        return days === 0 ? t.profile.activeToday : t.profile.activeDaysAgo(days);
      },
      /** From the parsed bounds, so the amount is formatted; no amount at all is negotiable. */
      salary: ({ salaryMin, salaryMax }: PublicCandidate) => {
        if (salaryMin !== null && salaryMax !== null && salaryMin !== salaryMax)
          return t.card.salaryRange(aed(salaryMin), aed(salaryMax));
        if (salaryMin !== null && salaryMax === null) return t.card.salaryFrom(aed(salaryMin));
        if (salaryMin !== null) return t.card.salaryRange(aed(salaryMin), aed(salaryMin));
        if (salaryMax !== null) return t.card.salaryUpTo(aed(salaryMax));
        return t.card.salaryNegotiable;
      },
      location: (location: string) =>
        location
          .split(',')
          .map((place) => place.trim())
          .filter(Boolean)
          .map((place) => t.places[place] ?? place)
          .join(locale === 'ar' ? '، ' : ', '),
      language: (language: string) => t.languages[language] ?? language,
      nationality: (value: PublicCandidate['nationality']) => t.nationality[value],
      position: (value: PublicCandidate['position']) => t.position[value],
      workType: (value: PublicCandidate['status']) => t.workType[value],
      visa: (value: PublicCandidate['visa']) => t.visa[value],
      service: (value: PublicCandidate['services'][number]) => t.service[value],
    };
  }, [messages, locale]);
}

export type CandidateText = ReturnType<typeof useCandidateText>;
