import { errorMessageOf } from '@bayti/data/client';

/**
 * The message to show for a failed call: the server's own message when it sent one, else the
 * caller's fallback in the reader's language. The client falls back to an English sentence
 * (`englishFallback`), which is swapped for its translation here.
 */
export function failureMessage(
  error: unknown,
  englishFallback: string,
  localFallback: string,
): string {
  const message = errorMessageOf(error, localFallback);
  return message === englishFallback ? localFallback : message;
}
