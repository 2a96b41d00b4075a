import { z } from 'zod';
import {
  dataEnvelope,
  emailValueSchema,
  idSchema,
  isoDateSchema,
  mediaPathSchema,
  pageMetaSchema,
  pageQuerySchema,
  searchTextSchema,
} from './common';
import { clientCountrySchema, genderSchema } from './options';
import { clientStatusSchema, userStatusSchema } from './statuses';
import { CLIENT_STAGES } from './status-values';

/** A family (client) as the admin Clients screens list it. */
export const adminClientSchema = z.object({
  id: idSchema,
  name: z.string(),
  country: clientCountrySchema,
  /** Empty when the family has not given one. */
  mobile: z.string(),
  email: emailValueSchema,
  status: clientStatusSchema,
  updatedOn: isoDateSchema,
  age: z.number().int().nonnegative().nullable(),
  gender: genderSchema.nullable(),
  address: z.string().nullable(),
  avatar: mediaPathSchema.nullable(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

/** The three Clients screens: every family, Hold Resume (Hold or Resume), Suspended. */
export const CLIENT_GROUPS = ['all', 'hold-resume', 'suspended'] as const;
export const clientGroupSchema = z.enum(CLIENT_GROUPS);
export type ClientGroup = z.infer<typeof clientGroupSchema>;

/** GET /admin/clients: search on the name or the country; a country; a group; latest updated first. */
export const adminClientsQuerySchema = z.object({
  search: searchTextSchema.optional(),
  country: clientCountrySchema.optional(),
  group: clientGroupSchema.default('all'),
  ...pageQuerySchema.shape,
});
export type AdminClientsQuery = z.infer<typeof adminClientsQuerySchema>;
export type AdminClientsQueryInput = z.input<typeof adminClientsQuerySchema>;

export const adminClientsResponseSchema = dataEnvelope({
  items: z.array(adminClientSchema),
  ...pageMetaSchema.shape,
});
export type AdminClientsPage = z.infer<typeof adminClientsResponseSchema>['data'];

export const clientStageSchema = z.enum(CLIENT_STAGES);
export type ClientStage = z.infer<typeof clientStageSchema>;

/** The detail modal: the client and its counts per stage, from the family's pipeline. */
export const adminClientDetailSchema = adminClientSchema.extend({
  stages: z.record(clientStageSchema, z.number().int().nonnegative()),
  /**
   * Whether the account can sign in: INACTIVE when Suspended or deactivated by an admin (its
   * Account section then offers Reactivate, an active one Deactivate).
   */
  accountStatus: userStatusSchema,
});
export type AdminClientDetail = z.infer<typeof adminClientDetailSchema>;

export const adminClientResponseSchema = dataEnvelope({ client: adminClientDetailSchema });

/** The statuses the admin sets (New is only the starting one). */
export const ADMIN_SETTABLE_CLIENT_STATUSES = ['Hold', 'Resume', 'Suspended'] as const;

/** PATCH /admin/clients/:id/status. */
export const adminClientStatusBodySchema = z.strictObject({
  status: z.enum(ADMIN_SETTABLE_CLIENT_STATUSES),
});
export type AdminClientStatusBody = z.infer<typeof adminClientStatusBodySchema>;
