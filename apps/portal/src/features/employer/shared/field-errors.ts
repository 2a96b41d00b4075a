import { isApiError } from '@bayti/data/client';

export type FieldErrors = Record<string, string>;

/**
 * The fields the server named in its refusal, keyed by their dotted path (`interviewDate`,
 * `family.kids.0.age`), in the reader's language (the client sends it with every call).
 */
export const serverFieldErrors = (error: unknown): FieldErrors =>
  isApiError(error) && error.fields ? { ...error.fields } : {};
