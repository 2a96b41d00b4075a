import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldButton, FieldError, FieldGroup, Input, Label } from '../Field';
import styles from './NumberField.module.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * Accessible label of the + button, e.g. "Increase"; RAC follows it with the field's label
   * ("Increase Expected salary"). Without it RAC's localized "Increase" is used.
   */
  incrementLabel?: string;
  /** Accessible label of the - button, e.g. "Decrease"; RAC follows it with the field's label. */
  decrementLabel?: string;
}

/**
 * A number input with - and + buttons (and arrow keys), on RAC's NumberField. `formatOptions`
 * (Intl.NumberFormat options) formats and parses the value, e.g. an AED amount:
 * `formatOptions={{ style: 'currency', currency: 'AED' }}`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  incrementLabel,
  decrementLabel,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup>
        <FieldButton slot="decrement" aria-label={decrementLabel}>
          <Minus aria-hidden="true" />
        </FieldButton>
        <Input placeholder={placeholder} className={styles.input} />
        <FieldButton slot="increment" aria-label={incrementLabel}>
          <Plus aria-hidden="true" />
        </FieldButton>
      </FieldGroup>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
