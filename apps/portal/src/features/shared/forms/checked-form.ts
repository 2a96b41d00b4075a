import {
  set,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Resolver,
  type UseFormClearErrors,
  type UseFormSetError,
} from 'react-hook-form';

/** A check's answer: the request to send, or the message of each failing field by dotted path. */
export type Checked<T> = { body: T } | { errors: Partial<Record<string, string>> };

/**
 * A react-hook-form resolver from a form's check (each check parses with the contract's schema):
 * Confirm sends the checked request, or marks each field the check named.
 */
export const resolverOf =
  <V extends FieldValues, T>(check: (values: V) => Checked<T>): Resolver<V, unknown, T> =>
  (values) => {
    const checked = check(values);
    if ('body' in checked) return { values: checked.body, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [path, message] of Object.entries(checked.errors)) {
      if (message) set(errors, path, { type: 'validate', message });
    }
    return { values: {}, errors };
  };

/** The props that wire a @bayti/ui field to a Controller: its value, and its error under it. */
export const fieldProps = <V extends FieldValues, N extends FieldPath<V>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<V, N>;
  fieldState: ControllerFieldState;
}) => ({
  value: field.value,
  onChange: field.onChange,
  isInvalid: fieldState.invalid,
  errorMessage: fieldState.error?.message,
});

/**
 * A setError for setServerErrors that puts each server path named here on the form's own field
 * (`ticket.airline` on `airline`) and leaves the others to the form's error line.
 */
export const onFields =
  <V extends FieldValues>(
    setError: UseFormSetError<V>,
    names: Partial<Record<string, FieldPath<V>>>,
  ): UseFormSetError<V> =>
  (field, error, options) => {
    const name = names[field];
    if (name) setError(name, error, options);
  };

/** fieldProps, where what is typed or chosen also clears the field's error until the next check. */
export const clearingFieldProps = <V extends FieldValues, N extends FieldPath<V>>(
  c: { field: ControllerRenderProps<V, N>; fieldState: ControllerFieldState },
  clearErrors: UseFormClearErrors<V>,
) => ({
  ...fieldProps(c),
  onChange: (value: FieldPathValue<V, N>) => {
    c.field.onChange(value);
    clearErrors(c.field.name);
  },
});

/** A form's error messages keyed by dotted path (`languages.0.language`), as the server names them. */
export function messagesOf(errors: object, prefix = ''): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') messages[path] = message;
    else Object.assign(messages, messagesOf(error as object, path));
  }
  return messages;
}
