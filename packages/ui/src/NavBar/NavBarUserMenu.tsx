import type { RefObject } from 'react';
import { MenuContext, PopoverContext, Provider } from 'react-aria-components';
import { actionMenuItems } from '../Menu/ActionMenu';
import { Menu } from '../Menu/Menu';
import type { NavBarMenuItem } from './types';

/** Where focus goes when the menu opens: the menu itself (pointer), its first or last item (keys). */
export type UserMenuFocus = true | 'first' | 'last';

export interface NavBarUserMenuProps {
  /** The avatar button: the menu is placed under it and labelled by it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  menuId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialFocus: UserMenuFocus;
  items: NavBarMenuItem[];
  onAction?: (id: string) => void;
}

/**
 * The avatar's menu, in its own module: the NavBar fetches it when the menu first opens. It plays
 * the part of RAC's MenuTrigger (which would have to wrap the avatar button, and so come with the
 * page): the popover is anchored to the button, the menu labelled by it, and both are controlled
 * by the NavBar, which keeps the button's ARIA state.
 */
export default function NavBarUserMenu({
  triggerRef,
  triggerId,
  menuId,
  isOpen,
  onOpenChange,
  initialFocus,
  items,
  onAction,
}: NavBarUserMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Provider
      values={[
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            isOpen,
            onOpenChange,
            'aria-labelledby': triggerId,
          },
        ],
        [
          MenuContext,
          { id: menuId, 'aria-labelledby': triggerId, autoFocus: initialFocus, onClose: close },
        ],
      ]}
    >
      <Menu
        onAction={(id) => {
          close();
          onAction?.(String(id));
        }}
      >
        {actionMenuItems(items)}
      </Menu>
    </Provider>
  );
}
