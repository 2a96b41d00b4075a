import type { ErrorCode } from '@bayti/data/contract';
import type { FieldMessages } from './i18n/localize';
import { translate, type MessageId, type MessageParams, type Said } from './i18n/translate';

/**
 * An expected failure a caller should see: the error plugin answers it in the envelope with the
 * status of its code (ERROR_HTTP_STATUS), its message (by id, from the catalogues) in the
 * caller's language. Anything else thrown is a bug and answers 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageId: MessageId;
  readonly params: MessageParams | undefined;
  readonly fields: FieldMessages | undefined;
  /** Sent as Retry-After (seconds) with rate_limited. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    messageId: MessageId,
    params?: MessageParams,
    options: { fields?: FieldMessages; retryAfterSeconds?: number } = {},
  ) {
    // The English, for logs and stack traces.
    super(translate('en', messageId, params));
    this.name = 'AppError';
    this.code = code;
    this.messageId = messageId;
    this.params = params;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A field's message: its id alone, or with the values it names. */
export type FieldMessageInput = MessageId | Said | FieldMessages[string];

const fieldMessage = (message: FieldMessageInput) =>
  typeof message === 'string' ? { id: message } : message;

/** 400 validation: a message per field, under the headline (Please check the highlighted fields.). */
export const validationError = (
  fields: Readonly<Record<string, FieldMessageInput>>,
  messageId: MessageId = 'error.checkFields',
  params?: MessageParams,
) =>
  new AppError('validation', messageId, params, {
    fields: Object.fromEntries(
      Object.entries(fields).map(([key, message]) => [key, fieldMessage(message)]),
    ),
  });

export const unauthorized = (messageId: MessageId = 'error.signIn') =>
  new AppError('unauthorized', messageId);

export const forbidden = (messageId: MessageId = 'error.forbidden') =>
  new AppError('forbidden', messageId);

export const notFound = (messageId: MessageId, params?: MessageParams) =>
  new AppError('not_found', messageId, params);

export const conflict = (messageId: MessageId, params?: MessageParams) =>
  new AppError('conflict', messageId, params);
