export {
  Select,
  SelectItem,
  type SelectProps,
  type SelectItemProps,
  type SelectOption,
} from './Select';
