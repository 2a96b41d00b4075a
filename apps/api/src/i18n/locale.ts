import { MAIL_LOCALES, type MailLocale } from '@bayti/data/contract';

/** The languages the API answers its messages in; English is the source language. */
export const MESSAGE_LOCALES = MAIL_LOCALES;
export type MessageLocale = MailLocale;

const isMessageLocale = (tag: string): tag is MessageLocale =>
  (MESSAGE_LOCALES as readonly string[]).includes(tag);

/**
 * The caller's language from Accept-Language (RFC 9110): the supported language with the highest
 * q-value, in header order on ties; English when the header names none we speak.
 */
export function preferredLocale(acceptLanguage: string | string[] | undefined): MessageLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { locale: MessageLocale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const language = range.split('-')[0] ?? '';
    if (!isMessageLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? 'en';
}
