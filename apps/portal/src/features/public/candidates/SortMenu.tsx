import type { CandidateSort } from '@bayti/data/contract';
import { Button, preloadOnIntent } from '@bayti/ui';
import { ArrowUpDown } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyOverlay } from '../../shared/DeferredOverlay';
import type { SortMenuListProps } from './SortMenuList';
import { useCandidateText } from './use-candidate-text';
import styles from './CandidatesPage.module.css';

const SortMenuList = lazyOverlay(() => import('./SortMenuList').then((m) => m.SortMenuList));

export interface SortMenuProps {
  sort: CandidateSort;
  onSortChange: (sort: CandidateSort) => void;
}

/**
 * The sort menu of /candidates: a button that opens the sort options. The options' code
 * (popover, menu, selection) is fetched when the visitor shows intent (pointer over the button,
 * focus on it, a touch), not with the page (page budgets), and the list mounts on the first open.
 */
export function SortMenu({ sort, onSortChange }: SortMenuProps) {
  const { t } = useCandidateText();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState<SortMenuListProps['focusOnOpen'] | null>(null);
  const [opened, setOpened] = useState(false);
  const isOpen = focusOnOpen !== null;
  const open = (focus: SortMenuListProps['focusOnOpen']) => {
    setOpened(true);
    setFocusOnOpen(focus);
  };

  return (
    // The span anchors the popover (the design system's Button takes no ref); focus returns to
    // the button itself, which had it before the menu opened.
    <span ref={anchorRef} className={styles.sortAnchor}>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        {...preloadOnIntent(SortMenuList.preload)}
        // As a MenuTrigger: keys put focus on an item, a pointer on the menu.
        onPress={(event) =>
          open(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true)
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') open('first');
          else if (event.key === 'ArrowUp') open('last');
          else event.continuePropagation();
        }}
      >
        <ArrowUpDown aria-hidden className={styles.icon} />
        <span>{t.sort.button(t.sort.options[sort])}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SortMenuList
            triggerRef={anchorRef}
            isOpen={isOpen}
            onOpenChange={(next) => {
              if (!next) setFocusOnOpen(null);
            }}
            focusOnOpen={focusOnOpen ?? true}
            sort={sort}
            onSortChange={onSortChange}
          />
        </Suspense>
      )}
    </span>
  );
}
