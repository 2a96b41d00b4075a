import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldInputClassName } from '../Field';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'type' | 'children'> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the text area. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible lines of text before it scrolls; the user can resize it taller. */
  rows?: number;
}

/** A multi-line text input (messages, descriptions), on RAC's TextField and TextArea. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACTextArea
        placeholder={placeholder}
        rows={rows}
        className={clsx(fieldInputClassName, styles.textArea)}
      />
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
