import { z } from 'zod';
import { INBOX_KINDS } from './list-query-values';
import {
  dataEnvelope,
  emailValueSchema,
  idSchema,
  isoDateTimeSchema,
  pageMetaSchema,
  pageQuerySchema,
  queryBooleanSchema,
} from './common';
import { diallingCodeSchema } from './forms';

/*
 * The admin inbox: what the public site's forms stored (contact messages, visa requests,
 * newsletter sign-ups), each marked handled once someone has dealt with it.
 */

export const inboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKindSchema>;

const inboxEntryFields = {
  id: idSchema,
  handled: z.boolean(),
  /** When the form was sent. */
  createdAt: isoDateTimeSchema,
};

export const contactInboxItemSchema = z.object({
  kind: z.literal('contact'),
  ...inboxEntryFields,
  name: z.string(),
  email: emailValueSchema,
  countryCode: diallingCodeSchema,
  phone: z.string(),
  message: z.string(),
  worker: z.boolean(),
  employer: z.boolean(),
});
export const visaInboxItemSchema = z.object({
  kind: z.literal('visa'),
  ...inboxEntryFields,
  name: z.string(),
  countryCode: diallingCodeSchema,
  phone: z.string(),
  message: z.string(),
});
export const newsletterInboxItemSchema = z.object({
  kind: z.literal('newsletter'),
  ...inboxEntryFields,
  email: emailValueSchema,
});
export const inboxItemSchema = z.discriminatedUnion('kind', [
  contactInboxItemSchema,
  visaInboxItemSchema,
  newsletterInboxItemSchema,
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /admin/inbox: one kind; unhandled first, newest first; `handled` filters. */
export const adminInboxQuerySchema = z.object({
  kind: inboxKindSchema,
  handled: queryBooleanSchema.optional(),
  ...pageQuerySchema.shape,
});
export type AdminInboxQuery = z.infer<typeof adminInboxQuerySchema>;
export type AdminInboxQueryInput = z.input<typeof adminInboxQuerySchema>;

export const adminInboxResponseSchema = dataEnvelope({
  items: z.array(inboxItemSchema),
  ...pageMetaSchema.shape,
  /** Entries not yet handled, per kind (the inbox's badges). */
  unhandled: z.object({
    contact: z.number().int().nonnegative(),
    visa: z.number().int().nonnegative(),
    newsletter: z.number().int().nonnegative(),
  }),
});
export type AdminInboxPage = z.infer<typeof adminInboxResponseSchema>['data'];

export const inboxItemParamsSchema = z.object({
  kind: inboxKindSchema,
  id: z.coerce.number().int().positive(),
});
export type InboxItemParams = z.infer<typeof inboxItemParamsSchema>;

/** PATCH /admin/inbox/:kind/:id: mark handled, or back to unhandled. */
export const updateInboxItemBodySchema = z.strictObject({ handled: z.boolean() });
export type UpdateInboxItemBody = z.infer<typeof updateInboxItemBodySchema>;
export const inboxItemResponseSchema = dataEnvelope({ item: inboxItemSchema });
