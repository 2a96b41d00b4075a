import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';

/**
 * What a @bayti/ui text field (react-aria-components' TextField) takes from a `Controller`: its
 * name, value, change and blur handlers, and the error to show.
 * Usage: `<Controller control={control} name="email" render={(c) => <TextField {...fieldProps(c)} />} />`.
 */
export function fieldProps<Values extends FieldValues, Name extends FieldPath<Values>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<Values, Name>;
  fieldState: ControllerFieldState;
}) {
  return {
    name: field.name,
    value: field.value as string,
    onChange: field.onChange as (value: string) => void,
    onBlur: field.onBlur,
    isInvalid: fieldState.invalid || undefined,
    errorMessage: fieldState.error?.message,
  };
}
