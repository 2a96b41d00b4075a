import { type ComponentType, lazy } from 'react';

/**
 * React.lazy with a `preload()` to start the fetch early, e.g. when a visitor points at or focuses
 * the button that opens an overlay (intent), so the first open rarely waits. Stories and the dev
 * server start the fetch at once instead, so a story's first open does not wait for the dev server
 * to transform the overlay's modules.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    // A failed fetch (offline) is tried again on the next intent or open.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  if (!import.meta.env.PROD) void preload();
  return Object.assign(lazy(preload), { preload });
}

/**
 * The props that start `preload` on a sign of intent on the button that opens an overlay: a
 * pointer over it, focus on it, the start of a touch or press (never on idle).
 */
export function preloadOnIntent(preload: () => Promise<unknown>) {
  // A failed early fetch is not an error yet: opening tries again, and shows the failure.
  const start = () => void preload().catch(() => undefined);
  return { onHoverStart: start, onFocus: start, onPressStart: start };
}
