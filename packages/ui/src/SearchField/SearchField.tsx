import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import {
  Description,
  FieldButton,
  FieldError,
  FieldGroup,
  Input,
  Label,
  fieldIconClassName,
} from '../Field';
import styles from './SearchField.module.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The visible label. Without it, pass `aria-label` (e.g. a search box in a table toolbar). */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * Accessible label of the clear button, e.g. "Clear search". Without it RAC's own localized
   * label is used.
   */
  clearLabel?: string;
}

/**
 * A search box with a search icon and a clear button (Escape clears it too; Enter calls
 * `onSubmit`), on RAC's SearchField.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup>
        <Search aria-hidden="true" className={clsx(fieldIconClassName, styles.searchIcon)} />
        <Input placeholder={placeholder} className={styles.input} />
        <FieldButton aria-label={clearLabel} className={styles.clearButton}>
          <X aria-hidden="true" />
        </FieldButton>
      </FieldGroup>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
