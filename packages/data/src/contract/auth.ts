import { z } from 'zod';
import {
  emailSchema,
  emailValueSchema,
  idSchema,
  mediaPathSchema,
  messageResponseSchema,
  okResponseSchema,
} from './common';

export const ROLES = ['admin', 'agency', 'staff', 'client', 'candidate'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Self sign-up creates only families (client) and workers (candidate). */
export const SIGN_UP_ROLES = ['client', 'candidate'] as const;
export const signUpRoleSchema = z.enum(SIGN_UP_ROLES);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

/** Only these roles may sign in at /agency/login (§5). */
export const AGENCY_LOGIN_ROLES = ['agency', 'staff'] as const satisfies readonly Role[];

/** Where each role lands after sign-in (§4); also the avatar menu's Dashboard link. */
export const ROLE_HOME = {
  client: '/dashboard/employer',
  candidate: '/dashboard/candidate',
  admin: '/admin/dashboard',
  agency: '/agency/dashboard',
  staff: '/agency/dashboard',
} as const satisfies Record<Role, string>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: emailValueSchema,
  role: roleSchema,
  avatar: mediaPathSchema.nullish(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/register */
/** A person's display name: trimmed, 1 to 120 characters. */
export const NAME_MAX = 120;
export const personNameSchema = z.string().trim().min(1, 'Enter your name').max(NAME_MAX);

export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: signUpRoleSchema.default('client'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterBodyInput = z.input<typeof registerBodySchema>;

/** The sign-up dialog's form: the body plus a confirmation that never leaves the browser. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST /api/auth/login. No length rule: it only has to match what was stored. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Answer of register (201) and login (200). */
export const authResultSchema = z.object({ token: z.string().min(1), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;
export const registerResponseSchema = authResultSchema;
export const loginResponseSchema = authResultSchema;

/** GET /api/auth/me */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/logout answers 204, or 200 with this body. */
export const logoutResponseSchema = okResponseSchema;

/** Said whether or not the email has an account, so the answer does not reveal which do. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired.';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been changed. Please sign in with the new password.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
/** A reset link works once, within this time of being sent. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** POST /api/auth/forgot-password: always 202 with FORGOT_PASSWORD_MESSAGE. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export const forgotPasswordResponseSchema = messageResponseSchema;

/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(1, RESET_LINK_INVALID_MESSAGE).max(200, RESET_LINK_INVALID_MESSAGE),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = messageResponseSchema;

/** PATCH /api/auth/me: account settings a user may change themselves (only the name for now). */
export const updateMeBodySchema = z.strictObject({ name: personNameSchema });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;
export const updateMeResponseSchema = meResponseSchema;

/** POST /api/auth/change-password. The current password only has to match what was stored. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = messageResponseSchema;
