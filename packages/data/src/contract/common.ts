import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH } from './constants';
import { ERROR_CODES } from './error-codes';
import { contractText } from './messages';

/*
 * Shared building blocks. Convention for the whole contract: `xSchema` is the zod schema and `X`
 * its inferred type; option and status lists are exported as `UPPER_CASE` tuples next to them.
 *
 * Response schemas never transform (no .transform/.pipe into transforms): the API serialises
 * responses with zod's encode, which refuses one-way transforms. Request schemas may trim,
 * lower-case and coerce.
 */

/** Database ids are positive integers. */
export const idSchema = z.number().int().positive();
export type Id = z.infer<typeof idSchema>;

/** Path parameters arrive as strings. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof idParamsSchema>;

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();
export type IsoDate = z.infer<typeof isoDateSchema>;

/** A timestamp with offset, e.g. `2025-09-01T10:00:00Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/** A time of day, `HH:MM` (24 h). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDaySchema = z
  .string()
  .regex(TIME_OF_DAY_PATTERN, contractText('validation.timeOfDay'));
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;

/** Money in AED, 2 decimals at most. */
export const amountAedSchema = z.number().nonnegative().multipleOf(0.01);

/** Email in requests: trimmed and lower-cased before the format check. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(contractText('validation.email')));
/** Email in responses (no transform). */
export const emailValueSchema = z.email();

/** E.164-ish phone: optional +, digits, spaces and dashes, 7 to 20 characters. */
export const phoneSchema = z
  .string()
  .trim()
  .min(7, contractText('validation.phone'))
  .max(20, contractText('validation.phone'))
  .regex(/^\+?\d[\d -]*\d$/, contractText('validation.phone'));
export type Phone = z.infer<typeof phoneSchema>;

/** Web links: http(s) only, so a stored link can never be a `javascript:` URL. */
export const webUrlSchema = z.url({
  protocol: /^https?$/,
  message: contractText('validation.webUrl'),
});

/** Images, videos and files: a site-relative path or an http(s) URL. */
export const mediaPathSchema = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/)\S+$/, contractText('validation.mediaPath'));

/** Case-insensitive free-text search term from a query string. */
export const searchTextSchema = z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH);

/** Query-string boolean: 'true'/'false' from a URL, or a real boolean from router state. */
export const queryBooleanSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Resource answers are wrapped as `{ data: { ... } }` (the client reads data.data.x). */
export function dataEnvelope<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ data: z.object(shape) });
}

/** `{ ok: true }`, for actions with nothing to return. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** `{ message }`, for actions whose answer is a sentence to show (password flows). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field path (dot-joined) to its first message. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  /** In the caller's language (Accept-Language). */
  message: z.string(),
  fields: fieldErrorsSchema.optional(),
  /** The id of `message` in the API's catalogues, and the values it was said with (0019). */
  messageId: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every failed request answers `{ error: { code, message, fields?, messageId?, params? } }`. */
export const errorEnvelopeSchema = z.object({ error: errorBodySchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Turns zod issues into `fields` for the error envelope: first message per field wins. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    // Unknown keys are reported once on the parent; name each key so a form can point at it.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.map(String).join('.')];
    for (const path of paths) {
      const key = path === '' ? '_' : path;
      fields[key] ??= issue.message;
    }
  }
  return fields;
}
