import clsx from 'clsx';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field';
import controls from '../shared/controls.module.css';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The visible label, next to the box. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /**
   * Shown while the checkbox is invalid (not inside a CheckboxGroup, which shows its own error);
   * a function receives the validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A checkbox with its label, help text and error message, on RAC's CheckboxField and
 * CheckboxButton. Inside a CheckboxGroup, give it a `value`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.checkbox, className))}
    >
      <CheckboxButton className={clsx(controls.controlRow, styles.button)}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box}>
              {isIndeterminate ? (
                <Minus aria-hidden="true" className={styles.mark} />
              ) : (
                isSelected && <Check aria-hidden="true" className={styles.mark} />
              )}
            </span>
            {children != null && <span className={controls.controlLabel}>{children}</span>}
          </>
        )}
      </CheckboxButton>
      {description != null && (
        <Description className={styles.description}>{description}</Description>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}

export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The visible label of the group. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the checkboxes. */
  description?: ReactNode;
  /** Shown while the group is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Stack the checkboxes, or lay them in a wrapping row. */
  orientation?: CheckboxGroupOrientation;
  /** The `Checkbox` elements, each with a `value`. */
  children?: ReactNode;
}

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      data-orientation={orientation}
      className={composeRenderProps(className, (className) =>
        clsx(controls.controlGroup, styles.group, className),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={clsx(controls.controlList, styles.items)}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
