export {
  Select,
  SelectItem,
  type SelectProps,
  type SelectItemProps,
  type SelectOption,
} from './Select';
export { NativeSelect, type NativeSelectProps } from './NativeSelect';
