import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { localeFormats } from '../locale-formats';

/**
 * The listing strings (the worker's card, the agency's publishing, the admin's queues) and the
 * values they show, in the reader's language.
 */
export function useListingText() {
  const messages = useMessages();
  const locale = useAtomValue(localeAtom);
  return useMemo(
    () => ({
      ...localeFormats(messages, locale, messages.adminOffice.common.none),
      l: messages.listings,
    }),
    [messages, locale],
  );
}

export type ListingText = ReturnType<typeof useListingText>;
