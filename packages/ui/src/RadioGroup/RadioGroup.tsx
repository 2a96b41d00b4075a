import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  type RadioFieldProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field';
import controls from '../shared/controls.module.css';
import styles from './RadioGroup.module.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** The visible label of the group. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** Shown while the group is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The `Radio` elements. */
  children?: ReactNode;
}

/**
 * A labelled set of mutually exclusive options, on RAC's RadioGroup. `orientation="horizontal"`
 * lays the options in a wrapping row (arrow keys follow the reading direction).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      className={composeRenderProps(className, (className) =>
        clsx(controls.controlGroup, styles.group, className),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={clsx(controls.controlList, styles.items)}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The visible label, next to the circle. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/** One option of a RadioGroup, on RAC's RadioField and RadioButton. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.radio, className))}
    >
      <RadioButton className={clsx(controls.controlRow, styles.button)}>
        <span className={styles.circle} />
        {children != null && <span className={controls.controlLabel}>{children}</span>}
      </RadioButton>
      {description != null && (
        <Description className={styles.description}>{description}</Description>
      )}
    </RadioField>
  );
}
