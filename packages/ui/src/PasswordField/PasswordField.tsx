import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldButton, FieldError, FieldGroup, Input, Label } from '../Field';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'type' | 'children'> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible label of the toggle while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible label of the toggle while the password is shown, e.g. "Hide password". */
  hideLabel: string;
  /** Whether the password starts out visible. */
  defaultRevealed?: boolean;
  /** Called when the toggle shows or hides the password. */
  onRevealChange?: (isRevealed: boolean) => void;
}

/** A password input with a show/hide toggle, on RAC's TextField. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel,
  hideLabel,
  defaultRevealed = false,
  onRevealChange,
  className,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const toggle = () => {
    setRevealed(!isRevealed);
    onRevealChange?.(!isRevealed);
  };

  return (
    <RACTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      data-revealed={isRevealed || undefined}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      {/* RAC's TextField passes its invalid and disabled states to the group. */}
      <FieldGroup>
        <Input placeholder={placeholder} />
        <FieldButton
          aria-label={isRevealed ? hideLabel : showLabel}
          isDisabled={props.isDisabled}
          onPress={toggle}
        >
          {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </FieldButton>
      </FieldGroup>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
