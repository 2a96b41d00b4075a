export {
  Menu,
  MenuItem,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
  type MenuItemVariant,
  type MenuSeparatorProps,
} from './Menu';
export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';
