import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, ROLES, SIGN_UP_ROLES } from './auth-values';
import {
  emailSchema,
  emailValueSchema,
  idSchema,
  mediaPathSchema,
  messageResponseSchema,
  okResponseSchema,
} from './common';
import { RESET_LINK_INVALID_MESSAGE, VERIFY_LINK_INVALID_MESSAGE, contractText } from './messages';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const signUpRoleSchema = z.enum(SIGN_UP_ROLES);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, contractText('auth.passwordTooShort'))
  .max(PASSWORD_MAX, contractText('auth.passwordTooLong'));

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: emailValueSchema,
  role: roleSchema,
  avatar: mediaPathSchema.nullish(),
  /** Whether the owner opened the verification link we mailed (families need it to buy or contact). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A person's display name: trimmed, 1 to NAME_MAX characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, contractText('auth.nameRequired'))
  .max(NAME_MAX);

/** POST /api/auth/register */
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
    message: contractText('auth.passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST /api/auth/login. No length rule: it only has to match what was stored. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, contractText('auth.passwordRequired')).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Answer of login and of an opened verification link: a new session. */
export const authResultSchema = z.object({ token: z.string().min(1), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;
export const loginResponseSchema = authResultSchema;

/** Sign-up answers 202 with SIGN_UP_MESSAGE, new address or taken: no session until verified. */
export const registerResponseSchema = messageResponseSchema;

/** POST /api/auth/verify-email: the token of the emailed link; answers a session. */
export const verifyEmailBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, VERIFY_LINK_INVALID_MESSAGE)
    .max(200, VERIFY_LINK_INVALID_MESSAGE),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export const verifyEmailResponseSchema = authResultSchema;

/** POST /api/auth/verify-email/resend: always 202 with VERIFY_RESEND_MESSAGE. */
export const resendVerificationBodySchema = z.object({ email: emailSchema });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;
export const resendVerificationResponseSchema = messageResponseSchema;

/** GET /api/auth/me */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/logout answers 204, or 200 with this body. */
export const logoutResponseSchema = okResponseSchema;

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
  currentPassword: z
    .string()
    .min(1, contractText('auth.currentPasswordRequired'))
    .max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = messageResponseSchema;
