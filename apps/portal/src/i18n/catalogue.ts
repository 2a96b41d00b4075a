import type { Locale } from '../state/locale';
import type { MessagePart } from './message-parts';
import { ar } from './messages/ar';
import { en, type Messages } from './messages/en';

/**
 * Both languages in the bundle, ready at once: what stories, unit tests and the dev server use.
 * The production build swaps this module for catalogue.lazy.ts (see vite.config.ts), which keeps
 * the same API but fetches Arabic only when a reader chooses it.
 */
const catalogue = { en, ar } satisfies Record<Locale, Messages>;

/** The strings of `locale` if already loaded, else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return catalogue[locale];
}

/** The strings of `locale`, loading them first if needed. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return Promise.resolve(catalogue[locale]);
}

/** Parts of the catalogue in `locale` (message-parts.ts): here always loaded already. */
export function loadMessageParts(_locale: Locale, _parts: readonly MessagePart[]): Promise<void> {
  return Promise.resolve();
}
