import {
  ERROR_HTTP_STATUS,
  errorCodeForStatus,
  fieldErrorsFromIssues,
  type ErrorEnvelope,
  type FieldErrors,
} from '@bayti/data/contract';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from '../errors';
import type { MessageLocale } from '../i18n/locale';
import { localizeEnvelope, localizeIssueMessage } from '../i18n/localize';

export interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
  headers: Record<string, string>;
  /** Unexpected: log the stack. */
  unexpected: boolean;
}

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** Fastify's own request errors, answered with a message a person can act on. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

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

const GENERIC_CLIENT_MESSAGE = 'The request could not be processed.';

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  validation?: FastifySchemaValidationError[];
}

/**
 * Maps anything thrown while handling a request to the error envelope (ARCHITECTURE.md, rule 6),
 * its messages in the caller's language. Only AppError messages and fixed texts reach the caller;
 * never an internal message or stack.
 */
export function toErrorResponse(error: unknown, locale: MessageLocale = 'en'): ErrorResponse {
  const response = englishErrorResponse(error, locale);
  return { ...response, body: localizeEnvelope(response.body, locale) };
}

function englishErrorResponse(error: unknown, locale: MessageLocale): ErrorResponse {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined)
      headers['retry-after'] = String(error.retryAfterSeconds);
    return {
      status: ERROR_HTTP_STATUS[error.code],
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      },
      headers,
      unexpected: false,
    };
  }

  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (Array.isArray(e.validation))
    return validationResponse(validationFields(e.validation, locale));

  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: { code: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } },
      headers: { 'retry-after': '5' },
      unexpected: false,
    };
  }

  const known = typeof e.code === 'string' ? FASTIFY_ERRORS[e.code] : undefined;
  if (known) return clientError(known.status, known.message);

  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) return clientError(status, GENERIC_CLIENT_MESSAGE);
  return {
    status: 500,
    body: { error: { code: 'internal', message: INTERNAL_MESSAGE } },
    headers: {},
    unexpected: true,
  };
}

function clientError(status: number, message: string): ErrorResponse {
  return {
    status,
    body: { error: { code: errorCodeForStatus(status), message } },
    headers: {},
    unexpected: false,
  };
}

function validationResponse(fields: FieldErrors): ErrorResponse {
  // A form-level rule (say 'No changes detected to save.') is the clearest headline on its own.
  const keys = Object.keys(fields);
  const message =
    keys.length === 1 && keys[0] === '_' ? (fields._ ?? VALIDATION_MESSAGE) : VALIDATION_MESSAGE;
  return {
    status: 400,
    body: { error: { code: 'validation', message, fields } },
    headers: {},
    unexpected: false,
  };
}

/**
 * fastify-type-provider-zod reports zod issues as Fastify validation entries (path as
 * `/a/b`, the rest of the issue in params); rebuild the issues and let the contract name the
 * fields, so the server and the portal agree on field keys.
 */
function validationFields(
  entries: FastifySchemaValidationError[],
  locale: MessageLocale,
): FieldErrors {
  const issues = entries.map((entry) => ({
    ...entry.params,
    code: entry.keyword,
    message: entry.message ?? 'Invalid value',
    path: entry.instancePath.split('/').filter(Boolean),
  })) as unknown as z.core.$ZodIssue[];
  return fieldErrorsFromIssues(
    issues.map((issue) => ({ ...issue, message: localizeIssueMessage(issue, locale) })),
  );
}
