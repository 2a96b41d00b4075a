import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
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
  /** Level of the panel's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The filters of a list: a titled panel beside the results on large screens and, below 64rem, a
 * button that opens the same controls in a drawer sliding in from the inline end.
 */
export function FilterPanel({
  title,
  children,
  openLabel,
  closeLabel,
  clearAction,
  activeCount = 0,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
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
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary">
          <SlidersHorizontal aria-hidden className={styles.icon} />
          <span>{openLabel}</span>
          {activeCount > 0 && <span className={styles.count}>{activeCount}</span>}
        </Button>
        <Drawer title={title} closeLabel={closeLabel} footer={clearAction}>
          <div className={styles.body}>{children}</div>
        </Drawer>
      </DialogTrigger>
    </div>
  );
}
