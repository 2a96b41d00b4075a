import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Group as RACGroup,
  type GroupProps as RACGroupProps,
  Input as RACInput,
  type InputProps as RACInputProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
  composeRenderProps,
} from 'react-aria-components';
import buttons from '../shared/buttons.module.css';
import styles from './Field.module.css';

/*
 * The shared parts of every form field. Each field (TextField, Select, DatePicker...) composes
 * them inside its react-aria-components root, which wires the ids and ARIA attributes.
 */

export interface LabelProps extends RACLabelProps {
  /**
   * Shows a required mark after the text. The mark is hidden from assistive technology: the
   * field's input already announces that it is required.
   */
  isRequired?: boolean;
}

/** The visible name of a field. Inside a RAC field it is linked to the input automatically. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={clsx(styles.label, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </RACLabel>
  );
}

export type DescriptionProps = TextProps;

/** Help text under a field; RAC links it to the input with aria-describedby. */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={clsx(styles.description, className)} />;
}

export type FieldErrorProps = RACFieldErrorProps;

/**
 * The validation message of a field. Renders only while the field is invalid (`isInvalid`, or a
 * failed native or custom validation), and is linked to the input with aria-describedby.
 */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.error, className))}
    />
  );
}

export interface ErrorMessageProps extends HTMLAttributes<HTMLSpanElement> {
  /** Announce the message as soon as it appears (for errors raised by an action, not typing). */
  isLive?: boolean;
}

/**
 * An error message styled like FieldError, for controls that are not a RAC field (FileUpload).
 * Link it to its control with aria-describedby.
 */
export function ErrorMessage({ isLive = false, className, ...props }: ErrorMessageProps) {
  return (
    <span
      role={isLive ? 'alert' : undefined}
      {...props}
      className={clsx(styles.error, className)}
    />
  );
}

export type FieldGroupProps = RACGroupProps;

/**
 * The bordered box that holds an input with its adornments (icons, buttons). It shows the focus
 * ring while anything inside has focus, and the invalid and disabled states.
 */
export function FieldGroup({ className, ...props }: FieldGroupProps) {
  return (
    <RACGroup
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.group, className))}
    />
  );
}

export type InputProps = RACInputProps;

/** A text input: a bordered box on its own, borderless inside a FieldGroup. */
export function Input({ className, ...props }: InputProps) {
  return (
    <RACInput
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.input, className))}
    />
  );
}

export type FieldButtonProps = RACButtonProps;

/** A small icon button that sits inside a FieldGroup (clear, show password, steppers, calendar). */
export function FieldButton({ className, ...props }: FieldButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (className) =>
        clsx(buttons.iconButton, styles.fieldButton, className),
      )}
    />
  );
}

/** The class for an icon inside a field (a lucide icon with aria-hidden). */
export const fieldIconClassName = styles.icon;

/** The input box's class, for RAC inputs other than Input (TextArea) so they look the same. */
export const fieldInputClassName = styles.input;
