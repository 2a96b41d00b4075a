import { z } from 'zod';
import { dataEnvelope, pageMetaSchema, pageQuerySchema, searchTextSchema } from './common';
import { userStatusSchema } from './statuses';
import { adminUserEditSchema, adminUserSchema } from './users';
import { contractText } from './messages';

/*
 * The admin dashboard's Users list: Bayti's back-office staff, each with a department, a
 * mobile, a status and a 4-digit PIN (stored hashed, never answered). They are a directory, not
 * sign-in accounts: adding one grants no access to the API.
 */

/** The Add User form's headline when a field is missing or the PINs differ. */
export const ADD_USER_INVALID_MESSAGE = contractText('users.addInvalid');

/** GET /admin/users: search name, email or phone; status filter; pages in list (id) order. */
export const adminUsersQuerySchema = z.object({
  search: searchTextSchema.optional(),
  status: userStatusSchema.optional(),
  ...pageQuerySchema.shape,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = dataEnvelope({
  items: z.array(adminUserSchema),
  ...pageMetaSchema.shape,
});
export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>['data'];

export const adminUserResponseSchema = dataEnvelope({ user: adminUserSchema });

/** PATCH /admin/users/:id: the Edit User fields that changed (at least one). */
export const adminUserPatchSchema = adminUserEditSchema
  // No default here: a patch without a status keeps the stored one.
  .extend({ status: userStatusSchema })
  .partial()
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: contractText('validation.noChanges'),
  });
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;
export type AdminUserPatchInput = z.input<typeof adminUserPatchSchema>;
