export {
  Menu,
  MenuItem,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
  type MenuItemVariant,
  type MenuSeparatorProps,
} from './Menu';
export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './ActionMenu';
export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';
