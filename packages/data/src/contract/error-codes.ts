/** The API's error codes and their HTTP statuses, without zod: the browser's client reads them. */
export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'plan_required',
  'internal',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each error code travels with. */
export const ERROR_HTTP_STATUS = {
  validation: 400,
  unauthorized: 401,
  /** Signed in, but the family has no active access plan (same status as forbidden). */
  plan_required: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** Best code for a status when a body carries none (a proxy's 502, say). */
export function errorCodeForStatus(status: number): ErrorCode {
  const match = ERROR_CODES.find((code) => ERROR_HTTP_STATUS[code] === status);
  if (match) return match;
  if (status === 422) return 'validation';
  if (status === 502 || status === 504) return 'service_unavailable';
  return status >= 400 && status < 500 ? 'validation' : 'internal';
}
