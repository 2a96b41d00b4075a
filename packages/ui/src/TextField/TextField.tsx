import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldError, Input, Label } from '../Field';
import styles from './TextField.module.css';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'type' | 'children'> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** The input type, which picks the mobile keyboard and native validation. */
  type?: TextFieldType;
}

/** A single-line text input with label, help text and error message, on RAC's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      type={type}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input placeholder={placeholder} />
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
