import { Select, type SelectOption, type SelectProps } from '@bayti/ui';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldProps } from './field-props';
import type { FormFieldProps } from './FormFields';

/**
 * A @bayti/ui Select of one choice bound to a react-hook-form field that holds the chosen id or
 * null: a choice is stored as its text (`onChange` can then clear the field's error).
 */
export function FormSelectField<V extends FieldValues, N extends FieldPath<V>, B>({
  control,
  name,
  inputName,
  onChange,
  ...props
}: FormFieldProps<V, N, B, SelectProps<SelectOption>>) {
  const { value, onChange: store, ...wired } = fieldProps(useController({ control, name }));
  return (
    <Select
      {...props}
      {...wired}
      name={inputName ?? wired.name}
      selectedKey={value ?? null}
      onSelectionChange={(key) => {
        const next = key === null ? null : String(key);
        store(next as unknown as string);
        onChange?.(next ?? '');
      }}
    />
  );
}
