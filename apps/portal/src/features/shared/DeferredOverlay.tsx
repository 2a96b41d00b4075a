import { ModalPending } from '@bayti/ui';
import { getDefaultStore } from 'jotai';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { MessagePart } from '../../i18n/message-parts';
import { loadMessageParts, useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';

/**
 * React.lazy for an overlay the built portal fetches when it first opens (DeferredOverlay), with
 * the parts of the catalogue it shows (fetched alongside). Stories and the dev server start the
 * fetch at once instead, so a story's first open does not wait for the dev server to transform
 * the overlay's modules.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy
export function lazyOverlay<T extends ComponentType<any>>(
  load: () => Promise<T>,
  strings: readonly MessagePart[] = [],
) {
  let loading: Promise<{ default: T }> | undefined;
  const fetchOnce = () => {
    loading ??= Promise.all([
      load(),
      loadMessageParts(getDefaultStore().get(localeAtom), strings),
    ]).then(([component]) => ({ default: component }));
    // A failed fetch (offline) is tried again on the next open.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  if (!import.meta.env.PROD) void fetchOnce();
  return lazy(fetchOnce);
}

export interface DeferredOverlayProps {
  isOpen: boolean;
  /** The overlay (a modal whose code the built portal fetches with React.lazy), open when isOpen. */
  children: ReactNode;
}

/**
 * Mounts an overlay the first time it opens, not with the page, so its code is fetched then
 * (page budgets, tests/budgets/page-weight.ts); meanwhile the modal's backdrop shows a spinner.
 * It stays mounted afterwards, so closing plays its exit animation and reopening is instant.
 */
export function DeferredOverlay({ isOpen, children }: DeferredOverlayProps) {
  const t = useMessages();
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  if (!opened && !isOpen) return null;
  return (
    <Suspense fallback={isOpen ? <ModalPending label={t.loading} /> : null}>{children}</Suspense>
  );
}
