import { z } from 'zod';
import { emailSchema, emailValueSchema, idSchema, isoDateSchema, phoneSchema } from './common';
import { pinSchema } from './agency-admin';
import { userStatusSchema } from './statuses';
import { contractText } from './messages';

/** A back-office user in the admin Users list. */
export const adminUserSchema = z.object({
  id: idSchema,
  userName: z.string(),
  /** Free text. */
  department: z.string(),
  email: emailValueSchema,
  phone: z.string(),
  createdOn: isoDateSchema,
  status: userStatusSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const adminUserFormFieldsSchema = z.object({
  name: z.string().trim().min(1, contractText('validation.required')).max(120),
  department: z.string().trim().min(1, contractText('validation.required')).max(120),
  mobile: phoneSchema,
  email: emailSchema,
  status: userStatusSchema.default('ACTIVE'),
});

/** Add User: every field required and the PINs must match; new users start ACTIVE. */
export const adminUserFormSchema = adminUserFormFieldsSchema
  .extend({ pin: pinSchema, confirmPin: z.string() })
  .refine((form) => form.pin === form.confirmPin, {
    message: contractText('pin.mismatch'),
    path: ['confirmPin'],
  });
export type AdminUserForm = z.infer<typeof adminUserFormSchema>;

/** Edit User: the same fields without the PIN. */
export const adminUserEditSchema = adminUserFormFieldsSchema;
export type AdminUserEdit = z.infer<typeof adminUserEditSchema>;

/** A user in the agency dashboard's Users list; status is free text there. */
export const agencyUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: emailValueSchema,
  phone: z.string(),
  joiningDate: isoDateSchema,
  status: z.string(),
});
export type AgencyUser = z.infer<typeof agencyUserSchema>;
