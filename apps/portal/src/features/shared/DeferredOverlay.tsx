import { lazyComponent, ModalPending } from '@bayti/ui';
import { getDefaultStore } from 'jotai';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { MessagePart } from '../../i18n/message-parts';
import { loadMessageParts, useMessages } from '../../i18n/use-messages';
import { localeAtom } from '../../state/locale';

/**
 * lazyComponent for an overlay the built portal fetches when it first opens (DeferredOverlay), with
 * the parts of the catalogue it shows (fetched alongside); `preload()` starts both early.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy
export function lazyOverlay<T extends ComponentType<any>>(
  load: () => Promise<T>,
  strings: readonly MessagePart[] = [],
) {
  return lazyComponent(() =>
    Promise.all([load(), loadMessageParts(getDefaultStore().get(localeAtom), strings)]).then(
      ([component]) => component,
    ),
  );
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
