import { isApiError } from '@bayti/data/client';
import type { ZodType } from 'zod';
import type { Locale } from '../../../../state/locale';

export type FieldErrors = Record<string, string>;

/**
 * The portal mirrors the contract's validation before sending, with messages in the reader's
 * language (the server remains the authority and answers the same fields).
 */
export function validate(
  schema: ZodType,
  values: unknown,
  messages: Record<string, string>,
): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = messages[field] ?? issue.message;
  }
  return errors;
}

/** The server's field errors: its own words in English, ours in Arabic. */
export function serverFieldErrors(
  error: unknown,
  locale: Locale,
  messages: Record<string, string>,
): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [
      field,
      locale === 'en' ? message : (messages[field] ?? message),
    ]),
  );
}

/** Moves focus to the first invalid field once the errors are on screen. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
