import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync as the viewport changes. `serverValue` is used when
 * there is no window (server rendering) and for the first hydrated render.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
