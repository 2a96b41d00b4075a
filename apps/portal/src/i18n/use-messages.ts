import { useAtomValue } from 'jotai';
import { localeAtom } from '../state/locale';
import { ar } from './messages/ar';
import { en, type Messages } from './messages/en';

const catalogue = { en, ar } satisfies Record<string, Messages>;

/** The portal's strings in the reader's language. */
export function useMessages(): Messages {
  return catalogue[useAtomValue(localeAtom)];
}
