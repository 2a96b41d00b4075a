import { z } from 'zod';
import { emailValueSchema, idSchema, isoDateSchema, mediaPathSchema } from './common';
import { clientCountrySchema, genderSchema } from './options';
import { clientStatusSchema } from './statuses';

/** A family (client) as the admin Clients screens list it. */
export const adminClientSchema = z.object({
  id: idSchema,
  name: z.string(),
  country: clientCountrySchema,
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
