import type { MessageParams } from '@bayti/data/contract';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageLocale } from './locale';
import { ar } from './messages/ar';
import { en, type MessageId } from './messages/en';

export type { MessageId } from './messages/en';
export type { MessageParams } from '@bayti/data/contract';

/** A message to say: its id in the catalogues and the values it names. */
export interface Said {
  readonly id: MessageId;
  readonly params?: MessageParams;
}

export const CATALOGUES: Record<MessageLocale, Readonly<Record<MessageId, string>>> = { en, ar };

/** The Intl locale of each language, as the portal's (UAE English and UAE Arabic). */
const INTL_LOCALES: Record<MessageLocale, string> = { en: 'en-AE', ar: 'ar-AE' };

/**
 * One Lingui runtime per language, its catalogue compiled from ICU when this module loads: the
 * server has no bundle to keep small, so no build step (docs/decisions/0019).
 */
const runtimes = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, catalogue]) => {
    const messages: Messages = Object.fromEntries(
      Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]),
    );
    const runtime = setupI18n();
    runtime.loadAndActivate({
      locale,
      locales: INTL_LOCALES[locale as MessageLocale],
      messages,
    });
    return [locale, runtime];
  }),
) as Record<MessageLocale, I18n>;

/** The message `id` in `locale`, its `{name}`s filled from `params` and its plurals chosen. */
export function translate(
  locale: MessageLocale,
  id: MessageId,
  params: MessageParams = {},
): string {
  return runtimes[locale]._(id, params);
}

/** A said message in `locale`. */
export const say = (locale: MessageLocale, said: Said): string =>
  translate(locale, said.id, said.params);
