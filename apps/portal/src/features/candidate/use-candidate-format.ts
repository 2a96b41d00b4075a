import { useAtomValue } from 'jotai';
import { useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';
import { formatAedWhole, formatDate, formatNumber } from '../shared/format';

type Options = ReturnType<typeof useMessages>['candidate']['options'];
export type OptionKind = keyof Options;

/** The worker's own values in the reader's language: options, lists, dates, money. */
export function useCandidateFormat() {
  const t = useMessages().candidate;
  const locale = useAtomValue(localeAtom);
  const separator = locale === 'ar' ? '، ' : ', ';

  /** A stored option's label, e.g. 'Live-in' -> 'مقيمة'. */
  const option = <K extends OptionKind>(kind: K, value: string): string =>
    (t.options[kind] as Record<string, string>)[value] ?? value;

  return {
    t,
    locale,
    option,
    /** The option's label, or 'Not provided'. */
    optional: (kind: OptionKind, value: string | null) =>
      value === null ? t.profile.notSet : option(kind, value),
    list: (kind: OptionKind, values: readonly string[]) =>
      values.length === 0
        ? t.profile.noneListed
        : values.map((value) => option(kind, value)).join(separator),
    number: (value: number) => formatNumber(value, locale),
    years: (value: number | null) => (value === null ? t.profile.notSet : t.profile.years(value)),
    date: (iso: string | null, style: 'long' | 'medium' = 'long') =>
      iso === null ? t.profile.notSet : formatDate(iso, locale, style),
    salary: (amount: number | null) =>
      amount === null ? t.profile.notSet : t.profile.salary(formatAedWhole(amount, locale)),
    text: (value: string) => (value.trim() === '' ? t.profile.notSet : value),
  };
}

export type CandidateFormat = ReturnType<typeof useCandidateFormat>;
