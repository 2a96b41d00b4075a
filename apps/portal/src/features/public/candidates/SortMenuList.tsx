import { CANDIDATE_SORTS, type CandidateSort } from '@bayti/data/contract';
import { Menu, MenuItem } from '@bayti/ui';
import type { RefObject } from 'react';
import { PopoverContext } from 'react-aria-components';
import { useCandidateText } from './use-candidate-text';

export interface SortMenuListProps {
  /** What the popover is placed against: the sort button's box. */
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Which item takes focus on open: the first or last (keys) or the menu itself (pointer). */
  focusOnOpen: 'first' | 'last' | true;
  sort: CandidateSort;
  onSortChange: (sort: CandidateSort) => void;
}

/**
 * The sort options in a menu popover, fetched when the sort button is first pressed (SortMenu):
 * the popover, menu and selection code stays off the page until then.
 */
export function SortMenuList({
  triggerRef,
  isOpen,
  onOpenChange,
  focusOnOpen,
  sort,
  onSortChange,
}: SortMenuListProps) {
  const { t } = useCandidateText();
  return (
    // What a MenuTrigger would give the Menu's popover, from a trigger it does not own.
    <PopoverContext.Provider value={{ trigger: 'MenuTrigger', triggerRef, isOpen, onOpenChange }}>
      <Menu
        aria-label={t.sort.label}
        // A menu opened from its button takes focus, as under RAC's MenuTrigger.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
        selectionMode="single"
        selectedKeys={[sort]}
        onAction={(key) => onSortChange(key as CandidateSort)}
        onClose={() => onOpenChange(false)}
      >
        {CANDIDATE_SORTS.map((option) => (
          <MenuItem key={option} id={option}>
            {t.sort.options[option]}
          </MenuItem>
        ))}
      </Menu>
    </PopoverContext.Provider>
  );
}
