import type { ErrorEnvelope, FieldErrors } from '@bayti/data/contract';
import { z } from 'zod';
import { ARABIC_MESSAGE_PATTERNS, ARABIC_MESSAGES } from './arabic-messages';
import type { MessageLocale } from './locale';

interface Catalogue {
  messages: Readonly<Record<string, string>>;
  patterns: ReadonlyArray<readonly [RegExp, string]>;
}

const CATALOGUES: Record<MessageLocale, Catalogue | null> = {
  en: null,
  ar: { messages: ARABIC_MESSAGES, patterns: ARABIC_MESSAGE_PATTERNS },
};

function translate(message: string, locale: MessageLocale): string | undefined {
  const catalogue = CATALOGUES[locale];
  if (!catalogue) return undefined;
  const exact = catalogue.messages[message];
  if (exact !== undefined) return exact;
  const pattern = catalogue.patterns.find(([match]) => match.test(message));
  return pattern ? message.replace(pattern[0], pattern[1]) : undefined;
}

/** A message in the caller's language; one without a translation stays in English. */
export function localizeMessage(message: string, locale: MessageLocale): string {
  return translate(message, locale) ?? message;
}

const zodArabic = z.locales.ar();

/**
 * A validation issue's message in the caller's language: the catalogue's when the schema wrote
 * the message, else zod's own translation of the issue. Type errors get a plain sentence, since
 * the issue no longer carries the value zod would describe.
 */
export function localizeIssueMessage(issue: z.core.$ZodIssue, locale: MessageLocale): string {
  if (locale === 'en') return issue.message;
  const catalogued = translate(issue.message, locale);
  if (catalogued !== undefined) return catalogued;
  if (issue.code === 'invalid_type') return localizeMessage('Invalid value', locale);
  const translated = zodArabic.localeError(issue as Parameters<typeof zodArabic.localeError>[0]);
  if (typeof translated === 'string') return translated;
  return translated?.message ?? issue.message;
}

function localizeFields(fields: FieldErrors, locale: MessageLocale): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key, localizeMessage(message, locale)]),
  );
}

/** The error envelope with its headline and field messages in the caller's language. */
export function localizeEnvelope(envelope: ErrorEnvelope, locale: MessageLocale): ErrorEnvelope {
  if (locale === 'en') return envelope;
  const { error } = envelope;
  return {
    error: {
      ...error,
      message: localizeMessage(error.message, locale),
      ...(error.fields ? { fields: localizeFields(error.fields, locale) } : {}),
    },
  };
}
