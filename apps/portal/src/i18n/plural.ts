import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../state/locale';

/*
 * Messages that show a count, in the plural categories of their language (docs/decisions/0018).
 * A catalogue writes one text per category, `#` standing for the count and `{name}` for another
 * number, the way Lingui's `plural` macro takes them; Lingui's runtime picks the category with
 * the language's CLDR rules and writes the numbers in the reader's digits.
 */

/** Arabic has all six categories: 0, 1, 2, 3–10, 11–99, and 100, 1000… */
export type ArabicPluralForms = Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;
/** English has two. */
export type EnglishPluralForms = Record<'one' | 'other', string>;
type FormsOf<L extends Locale> = L extends 'ar' ? ArabicPluralForms : EnglishPluralForms;

/** The `{name}` placeholders of a text. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A count message: the count, and the other values its texts name (numbers in the reader's digits). */
export type PluralMessage<Others extends string = never> = [Others] extends [never]
  ? (count: number) => string
  : (count: number, values: Record<Others, number | string>) => string;

/** The compiled form Lingui's message compiler gives `{count, plural, …}` (pinned by plural.test.ts). */
export type CompiledPlural = [[typeof COUNT, 'plural', Record<string, (string | [string])[]>]];

const COUNT = 'count';
/** The Intl locale of each language: UAE English and UAE Arabic (features/shared/format.ts). */
const intlLocales: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE' };
const runtimes: Partial<Record<Locale, I18n>> = {};
let nextId = 0;

function runtimeOf(locale: Locale): I18n {
  let runtime = runtimes[locale];
  if (!runtime) {
    runtime = setupI18n();
    runtime.loadAndActivate({ locale, locales: intlLocales[locale], messages: {} });
    runtimes[locale] = runtime;
  }
  return runtime;
}

/** One category's text as compiled parts: literal text, `#`, and `[name]` for a placeholder. */
function compileForm(text: string): (string | [string])[] {
  return text
    .split(/(\{\w+\}|#)/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? [part.slice(1, -1)] : part));
}

export function compilePlural(forms: Record<string, string>): CompiledPlural {
  const cases = Object.fromEntries(
    Object.entries(forms).map(([category, text]) => [category, compileForm(text)]),
  );
  return [[COUNT, 'plural', cases]];
}

/**
 * A count message in `locale`: `plural('en', { one: '# candidate found', other: '# candidates
 * found' })(3)` is "3 candidates found". Arabic must give all six forms.
 */
export function plural<L extends Locale, const Forms extends FormsOf<L>>(
  locale: L,
  forms: Forms,
): PluralMessage<Placeholders<Forms[keyof Forms] & string>> {
  const runtime = runtimeOf(locale);
  const id = `plural.${nextId++}`;
  runtime.load(locale, { [id]: compilePlural(forms) });
  const numbers = new Intl.NumberFormat(intlLocales[locale]);
  const format = (count: number, others: Record<string, number | string> = {}) => {
    const values: Record<string, unknown> = { [COUNT]: count };
    for (const [name, value] of Object.entries(others)) {
      values[name] = typeof value === 'number' ? numbers.format(value) : value;
    }
    return runtime._(id, values);
  };
  // The texts stay readable on the message, for the catalogue's tests (plural.test.ts).
  return Object.assign(format, { forms }) as PluralMessage<
    Placeholders<Forms[keyof Forms] & string>
  >;
}

/** The texts of a count message made by `plural`, or undefined for any other message. */
export const pluralFormsOf = (message: unknown): Record<string, string> | undefined =>
  typeof message === 'function' && 'forms' in message
    ? (message.forms as Record<string, string>)
    : undefined;
