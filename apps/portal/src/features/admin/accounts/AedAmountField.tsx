import { TextField } from '@bayti/ui';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseFormClearErrors,
} from 'react-hook-form';

/** A required amount in AED typed into a money form (a payment received, a refund). */
export function AedAmountField<Draft extends FieldValues, Body>({
  control,
  clearErrors,
  name,
  label,
}: {
  control: Control<Draft, unknown, Body>;
  clearErrors: UseFormClearErrors<Draft>;
  /** A text field of the draft (parsed when the form is checked). */
  name: FieldPathByValue<Draft, string>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          isRequired
          inputMode="decimal"
          // The name is of a text field (FieldPathByValue), which TypeScript cannot see here.
          value={field.value as string}
          onChange={(value) => {
            field.onChange(value);
            clearErrors(name);
          }}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
