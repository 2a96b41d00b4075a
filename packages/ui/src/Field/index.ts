export {
  Label,
  Description,
  FieldError,
  ErrorMessage,
  FieldGroup,
  Input,
  FieldButton,
  fieldIconClassName,
  fieldInputClassName,
  type LabelProps,
  type DescriptionProps,
  type FieldErrorProps,
  type ErrorMessageProps,
  type FieldGroupProps,
  type InputProps,
  type FieldButtonProps,
} from './Field';
export { FieldPopover, type FieldPopoverProps } from './FieldPopover';
