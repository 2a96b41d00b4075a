import { DatePicker, type DatePickerProps } from '@bayti/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldProps } from './field-props';
import type { FormFieldProps } from './FormFields';

/**
 * A @bayti/ui DatePicker bound to a react-hook-form field that holds an ISO day ('2026-11-25')
 * or null: a day picked is stored as its text (`onChange` can then clear the field's error).
 */
export function FormDateField<V extends FieldValues, N extends FieldPath<V>, B>({
  control,
  name,
  inputName,
  onChange,
  ...props
}: FormFieldProps<V, N, B, DatePickerProps<CalendarDate>>) {
  const controller = useController({ control, name });
  const { value, onChange: store, ...wired } = fieldProps(controller);
  return (
    <DatePicker
      {...props}
      {...wired}
      name={inputName ?? wired.name}
      value={value ? parseDate(value) : null}
      onChange={(day) => {
        const text = day ? day.toString() : '';
        store((day ? text : null) as unknown as string);
        onChange?.(text);
      }}
    />
  );
}
