import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { directionAtom, localeAtom } from './locale';

/** Keeps <html lang dir> in step with the reader's language, so Arabic lays out right to left. */
export function useDocumentLocale() {
  const locale = useAtomValue(localeAtom);
  const direction = useAtomValue(directionAtom);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return { locale, direction };
}
