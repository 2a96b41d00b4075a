import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export type Locale = 'en' | 'ar';

/** The reader's language, remembered across visits. */
export const localeAtom = atomWithStorage<Locale>('locale', 'en', undefined, { getOnInit: true });

/** Arabic reads right to left. */
export const directionAtom = atom((get) => (get(localeAtom) === 'ar' ? 'rtl' : 'ltr'));
