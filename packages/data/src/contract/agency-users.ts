import { z } from 'zod';
import { passwordSchema } from './auth';
import { NAME_MAX } from './auth-values';
import {
  dataEnvelope,
  emailSchema,
  emailValueSchema,
  idSchema,
  isoDateSchema,
  pageMetaSchema,
  pageQuerySchema,
  phoneSchema,
  searchTextSchema,
} from './common';
import { userStatusSchema } from './statuses';
import { contractText } from './messages';

/*
 * The agency dashboard's Users: staff sign-in accounts of the member's own agency. The role
 * is never an input: every account made here is `staff` of the caller's agency (docs/decisions/0008).
 */

export const PASSWORDS_DIFFER_MESSAGE = contractText('auth.passwordsDiffer');

/** A staff account as the Users list shows it. */
export const agencyStaffSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: emailValueSchema,
  phone: z.string().nullable(),
  /** The UAE day the account was created. */
  joiningDate: isoDateSchema,
  status: userStatusSchema,
});
export type AgencyStaff = z.infer<typeof agencyStaffSchema>;

/** GET /agency/users: search name, email or phone; status filter; newest first; pages. */
export const agencyUsersQuerySchema = z.object({
  search: searchTextSchema.optional(),
  status: userStatusSchema.optional(),
  ...pageQuerySchema.shape,
});
export type AgencyUsersQuery = z.infer<typeof agencyUsersQuerySchema>;
export type AgencyUsersQueryInput = z.input<typeof agencyUsersQuerySchema>;

export const agencyUsersResponseSchema = dataEnvelope({
  items: z.array(agencyStaffSchema),
  ...pageMetaSchema.shape,
});
export type AgencyUsersPage = z.infer<typeof agencyUsersResponseSchema>['data'];

export const agencyUserResponseSchema = dataEnvelope({ user: agencyStaffSchema });

const nameSchema = z.string().trim().min(1, contractText('staff.nameRequired')).max(NAME_MAX);

/** Add User: a staff account; the password follows the sign-up rules. */
export const createAgencyUserSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema.nullable().optional(),
    password: passwordSchema,
    confirmPassword: z.string(),
    status: userStatusSchema.default('ACTIVE'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });
export type CreateAgencyUser = z.infer<typeof createAgencyUserSchema>;
export type CreateAgencyUserInput = z.input<typeof createAgencyUserSchema>;

/** PATCH /agency/users/:id: the changed fields (at least one); a new password is optional. */
export const updateAgencyUserSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema.nullable(),
    password: passwordSchema,
    status: userStatusSchema,
  })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: contractText('validation.noChanges'),
  });
export type UpdateAgencyUser = z.infer<typeof updateAgencyUserSchema>;
export type UpdateAgencyUserInput = z.input<typeof updateAgencyUserSchema>;
