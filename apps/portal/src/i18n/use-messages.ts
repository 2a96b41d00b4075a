import { useAtomValue } from 'jotai';
import { use } from 'react';
import { localeAtom } from '../state/locale';
import { loadedMessages, loadMessages } from './catalogue';
import type { Messages } from './messages/en';

export { loadMessageParts, loadMessages } from './catalogue';

/**
 * The portal's strings in the reader's language. Arabic may be fetched on demand in production
 * (catalogue.lazy.ts); if it is not loaded yet the component suspends until it is.
 */
export function useMessages(): Messages {
  const locale = useAtomValue(localeAtom);
  return loadedMessages(locale) ?? use(loadMessages(locale));
}
