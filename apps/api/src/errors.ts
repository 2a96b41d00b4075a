import type { ErrorCode, FieldErrors } from '@bayti/data/contract';

/**
 * An expected failure a caller should see: the error plugin answers it in the envelope with the
 * status of its code (ERROR_HTTP_STATUS). Anything else thrown is a bug and answers 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  /** Sent as Retry-After (seconds) with rate_limited. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const VALIDATION_MESSAGE = 'Please check the highlighted fields.';

export const validationError = (fields: FieldErrors, message = VALIDATION_MESSAGE) =>
  new AppError('validation', message, { fields });

export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('unauthorized', message);

export const forbidden = (message = 'You do not have access to this.') =>
  new AppError('forbidden', message);

export const notFound = (message: string) => new AppError('not_found', message);

export const conflict = (message: string) => new AppError('conflict', message);
