import { ERROR_CODES, errorCodeForStatus, type ErrorCode } from '../contract/error-codes';
import type { FieldErrors } from '../contract/common';

/** Server codes, plus what can go wrong before a server answer is usable. */
export type ApiErrorCode = ErrorCode | 'timeout' | 'network' | 'invalid_response';

interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  fields?: FieldErrors | undefined;
  cause?: unknown;
}

/** Every failed call rejects with this. `status` is 0 when no HTTP answer arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor({ status, code, message, fields, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The message order: the server's error.message, else the response's message, else the thrown
 * error's message, else the caller's fallback (e.g. 'Login failed').
 */
export function extractErrorMessage({
  body,
  thrown,
  fallback,
}: {
  body?: unknown;
  thrown?: unknown;
  fallback: string;
}): string {
  return (
    nonEmptyString(field(field(body, 'error'), 'message')) ??
    nonEmptyString(field(body, 'message')) ??
    nonEmptyString(thrown instanceof Error ? thrown.message : thrown) ??
    fallback
  );
}

/** The envelope's `fields` when it is what FieldErrors says (field path to message), else none. */
function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, message]) => typeof message === 'string')
    ? Object.fromEntries(entries)
    : undefined;
}

/** The ApiError for an HTTP error answer, reading the envelope loosely (a proxy may answer HTML). */
export function apiErrorFromResponse(status: number, body: unknown, fallback: string): ApiError {
  const error = field(body, 'error');
  const code = field(error, 'code');
  return new ApiError({
    status,
    code: ERROR_CODES.find((known) => known === code) ?? errorCodeForStatus(status),
    message: extractErrorMessage({ body, fallback }),
    fields: fieldErrorsOf(field(error, 'fields')),
  });
}

/** For UI code: the message to show for any error a call rejected with. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : extractErrorMessage({ thrown: error, fallback });
}
