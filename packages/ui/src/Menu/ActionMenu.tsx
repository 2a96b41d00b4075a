import type { ReactNode } from 'react';
import { MenuTrigger } from 'react-aria-components';
import { Menu, MenuItem, type MenuItemVariant, type MenuProps } from './Menu';

export interface ActionMenuItem {
  /** Passed to `onAction`, e.g. "dashboard", "settings", "logout". */
  id: string;
  label: string;
  /** Makes the item a link, e.g. "/dashboard/employer". */
  href?: string;
  /** A decorative leading icon, e.g. `<LogOut />` from lucide-react. */
  icon?: ReactNode;
  variant?: MenuItemVariant;
}

export interface ActionMenuProps {
  /** The button that opens the menu, e.g. an avatar button. */
  children: ReactNode;
  /** The menu's items, in order. */
  items: ActionMenuItem[];
  /** Called with the chosen item's id (links navigate through the router as well). */
  onAction?: (id: string) => void;
  placement?: MenuProps<ActionMenuItem>['placement'];
}

/**
 * A button and the `Menu` it opens, built from a list of items: the account menus of the NavBar and
 * the DashboardShell. Put the trigger button in `children`.
 */
export function ActionMenu({ children, items, onAction, placement }: ActionMenuProps) {
  return (
    <MenuTrigger>
      {children}
      <Menu placement={placement} onAction={(id) => onAction?.(String(id))}>
        {actionMenuItems(items)}
      </Menu>
    </MenuTrigger>
  );
}

/** The `MenuItem`s of a list of items, for a `Menu` opened by other means than ActionMenu. */
export function actionMenuItems(items: ActionMenuItem[]) {
  return items.map((item) => (
    <MenuItem key={item.id} id={item.id} href={item.href} icon={item.icon} variant={item.variant}>
      {item.label}
    </MenuItem>
  ));
}
