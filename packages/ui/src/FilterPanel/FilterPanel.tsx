import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button';
import { DeferredOverlay, lazyComponent, preloadOnIntent } from '../DeferredOverlay';
import { ModalPending } from '../Modal/ModalPending';
import { minWidth } from '../tokens/breakpoints';
import styles from './FilterPanel.module.css';
import { useMediaQuery } from './useMediaQuery';

export interface FilterPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** Heading of the panel and of the drawer, e.g. "Filters". */
  title: string;
  /** The filter controls. */
  children: ReactNode;
  /** Text of the button that opens the drawer on small screens, e.g. "Filters". */
  openLabel: string;
  /** Accessible name of the drawer's close button, e.g. "Close filters". */
  closeLabel: string;
  /** Announced while the drawer's code is fetched on its first open, e.g. "Loading...". */
  loadingLabel: string;
  /**
   * A clear action, e.g. a "Clear All" button: in the panel's header on large screens, at the foot
   * of the drawer on small ones.
   */
  clearAction?: ReactNode;
  /** How many filters are set; shown on the open button when above 0. */
  activeCount?: number;
  /** Whether the drawer is open (controlled), so the app can close it, e.g. after clearing. */
  isOpen?: boolean;
  /** Whether the drawer starts open (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Called on a sign of intent to open the drawer (pointer over the button, focus, a touch), when
   * the drawer's own code is fetched: fetch there whatever code the controls need, if lazy.
   */
  onPrefetch?: () => void;
  /** Level of the panel's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

const FilterDrawer = lazyComponent(() => import('./FilterDrawer').then((m) => m.FilterDrawer));

/**
 * The filters of a list: a titled panel beside the results on large screens and, below 64rem, a
 * button that opens the same controls in a drawer sliding in from the inline end. The drawer's
 * code (modal, focus trap) is fetched on a sign of intent (pointer over the button, focus, touch),
 * not with the page, and mounts on the first open; meanwhile the backdrop shows a spinner.
 */
export function FilterPanel({
  title,
  children,
  openLabel,
  closeLabel,
  loadingLabel,
  clearAction,
  activeCount = 0,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  onPrefetch,
  headingLevel = 2,
  className,
  ...props
}: FilterPanelProps) {
  const headingId = useId();
  const isLarge = useMediaQuery(minWidth('lg'), true);
  const [isOpenState, setIsOpenState] = useState(defaultOpen);
  const isOpen = isOpenProp ?? isOpenState;
  const setOpen = (open: boolean) => {
    if (isOpenProp === undefined) setIsOpenState(open);
    onOpenChange?.(open);
  };
  const intent = preloadOnIntent(() => {
    onPrefetch?.();
    return FilterDrawer.preload();
  });
  const Heading = `h${headingLevel}` as const;

  if (isLarge) {
    return (
      <section {...props} aria-labelledby={headingId} className={clsx(styles.panel, className)}>
        <div className={styles.header}>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          {clearAction}
        </div>
        <div className={styles.body}>{children}</div>
      </section>
    );
  }

  return (
    <div {...props} className={clsx(styles.compact, className)}>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        {...intent}
        onPress={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden className={styles.icon} />
        <span>{openLabel}</span>
        {activeCount > 0 && <span className={styles.count}>{activeCount}</span>}
      </Button>
      <DeferredOverlay isOpen={isOpen} pending={<ModalPending label={loadingLabel} />}>
        <FilterDrawer
          title={title}
          closeLabel={closeLabel}
          footer={clearAction}
          isOpen={isOpen}
          onOpenChange={setOpen}
        >
          {children}
        </FilterDrawer>
      </DeferredOverlay>
    </div>
  );
}
