import { ERROR_HTTP_STATUS, errorCodeForStatus, type ErrorEnvelope } from '@bayti/data/contract';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { MessageLocale } from '../i18n/locale';
import {
  fieldMessagesFromIssues,
  fieldText,
  fieldTexts,
  type FieldMessage,
  type FieldMessages,
} from '../i18n/localize';
import { translate, type MessageId, type Said } from '../i18n/translate';

export interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
  headers: Record<string, string>;
  /** Unexpected: log the stack. */
  unexpected: boolean;
}

/** Fastify's own request errors, answered with a message a person can act on. */
const FASTIFY_ERRORS: Record<string, { status: number; messageId: MessageId }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, messageId: 'error.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, messageId: 'error.emptyBody' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, messageId: 'error.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, messageId: 'error.sendJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, messageId: 'error.contentLength' },
};

/** Socket errors and PostgreSQL's connection / shutdown classes (08, 57P01-57P03). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|connection is closed/i;

/**
 * The database went away (restart, failover, network): not a bug, the caller should retry. Drizzle
 * wraps the driver's error, so the whole cause chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  validation?: FastifySchemaValidationError[];
}

/** What an error answer says before it is put in words: the envelope without its text. */
interface Answer {
  status: number;
  code: ErrorEnvelope['error']['code'];
  /** The headline: a catalogue message, or (a form-level rule zod worded) a zod issue. */
  said: FieldMessage;
  fields?: FieldMessages;
  headers?: Record<string, string>;
  unexpected?: boolean;
}

/**
 * Maps anything thrown while handling a request to the error envelope (ARCHITECTURE.md, rule 6),
 * its messages from the catalogues in the caller's language, with the headline's id and values
 * (docs/decisions/0019). Only catalogue messages reach the caller; never an internal message or
 * stack.
 */
export function toErrorResponse(error: unknown, locale: MessageLocale = 'en'): ErrorResponse {
  const { status, code, said, fields, headers = {}, unexpected = false } = answerOf(error);
  return { status, body: errorEnvelope(code, said, locale, fields), headers, unexpected };
}

/** The error envelope in the caller's language; also for the few answers sent without throwing. */
export function errorEnvelope(
  code: ErrorEnvelope['error']['code'],
  said: FieldMessage,
  locale: MessageLocale,
  fields?: FieldMessages,
): ErrorEnvelope {
  return {
    error: {
      code,
      message: fieldText(said, locale),
      ...(fields ? { fields: fieldTexts(fields, locale) } : {}),
      ...('id' in said ? saidFields(said) : {}),
    },
  };
}

/** The envelope's messageId and params. */
const saidFields = (said: Said) => ({
  messageId: said.id,
  ...(said.params ? { params: { ...said.params } } : {}),
});

function answerOf(error: unknown): Answer {
  if (error instanceof AppError) {
    return {
      status: ERROR_HTTP_STATUS[error.code],
      code: error.code,
      said: { id: error.messageId, ...(error.params ? { params: error.params } : {}) },
      ...(error.fields ? { fields: error.fields } : {}),
      headers:
        error.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(error.retryAfterSeconds) },
    };
  }

  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (Array.isArray(e.validation)) return validationAnswer(validationFields(e.validation));

  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      code: 'service_unavailable',
      said: { id: 'error.unavailable' },
      headers: { 'retry-after': '5' },
    };
  }

  const known = typeof e.code === 'string' ? FASTIFY_ERRORS[e.code] : undefined;
  if (known) return clientError(known.status, known.messageId);

  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) return clientError(status, 'error.unprocessable');
  return { status: 500, code: 'internal', said: { id: 'error.internal' }, unexpected: true };
}

const clientError = (status: number, id: MessageId): Answer => ({
  status,
  code: errorCodeForStatus(status),
  said: { id },
});

function validationAnswer(fields: FieldMessages): Answer {
  // A form-level rule (say 'No changes detected to save.') is the clearest headline on its own.
  const keys = Object.keys(fields);
  const formRule = keys.length === 1 && keys[0] === '_' ? fields._ : undefined;
  return { status: 400, code: 'validation', said: formRule ?? { id: 'error.checkFields' }, fields };
}

/**
 * The field messages of a request that failed its schema. fastify-type-provider-zod reports zod
 * issues as Fastify validation entries (path as `/a/b`, the rest of the issue in params); rebuild
 * the issues and let the contract name the fields, so the server and the portal agree on keys.
 */
export function validationFields(entries: FastifySchemaValidationError[]): FieldMessages {
  const issues = entries.map((entry) => ({
    ...entry.params,
    code: entry.keyword,
    message: entry.message ?? translate('en', 'error.invalidValue'),
    path: entry.instancePath.split('/').filter(Boolean),
  })) as unknown as z.core.$ZodIssue[];
  return fieldMessagesFromIssues(issues);
}
