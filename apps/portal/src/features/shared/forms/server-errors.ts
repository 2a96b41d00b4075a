import { isApiError } from '@bayti/data/client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface ServerErrorsOptions {
  /** The form (or dialog) whose first invalid field gets focus once the errors are on screen. */
  form?: HTMLElement | null | undefined;
  /** A field's message in the reader's language; without it the server's own words are shown. */
  translate?: ((field: string, message: string) => string) | undefined;
}

/**
 * Puts a refused request's field errors (an ApiError's `fields` map) on a react-hook-form form:
 * `setError(field, { type: 'server', message })` per field, then focus on the first invalid field
 * of `options.form`. Returns the names it set, empty when the failure belongs to no field (network,
 * rate limit), so the caller shows that one above the button instead. The values typed stay.
 *
 * Usage: `onError: (error) => setServerErrors(form.setError, error, { form: formRef.current })`.
 */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  { form, translate }: ServerErrorsOptions = {},
): string[] {
  if (!isApiError(error) || !error.fields) return [];
  const entries = Object.entries(error.fields);
  for (const [field, message] of entries) {
    setError(field as FieldPath<Values>, {
      type: 'server',
      message: translate ? translate(field, message) : message,
    });
  }
  if (entries.length > 0) focusFirstInvalid(form);
  return entries.map(([field]) => field);
}

/**
 * Moves focus to the first field marked invalid (`aria-invalid="true"`) once it is on screen: the
 * errors of react-hook-form render a frame or more after they are set. The @bayti/ui fields hold
 * their input inside react-aria-components' wrapper, so react-hook-form's own ref-based focus
 * cannot reach it; pass this as handleSubmit's second argument too.
 */
export function focusFirstInvalid(form: HTMLElement | null | undefined, frames = 10) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 1) focusFirstInvalid(form, frames - 1);
  });
}
