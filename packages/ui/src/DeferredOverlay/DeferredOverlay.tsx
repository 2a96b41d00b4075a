import { type ReactNode, Suspense, useState } from 'react';

export interface DeferredOverlayProps {
  isOpen: boolean;
  /** The overlay (a component made with lazyComponent), open when isOpen. */
  children: ReactNode;
  /** Shown while open and the overlay's code is still on its way, e.g. ModalPending. */
  pending: ReactNode;
}

/**
 * Mounts an overlay the first time it opens, not with the page, so its code is fetched then
 * (page budgets, tests/budgets/page-weight.ts); meanwhile `pending` shows. It stays mounted
 * afterwards, so closing plays its exit animation and reopening is instant.
 */
export function DeferredOverlay({ isOpen, children, pending }: DeferredOverlayProps) {
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  if (!opened && !isOpen) return null;
  return <Suspense fallback={isOpen ? pending : null}>{children}</Suspense>;
}
