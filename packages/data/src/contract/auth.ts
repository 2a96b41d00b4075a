import { z } from 'zod';
import {
  emailSchema,
  emailValueSchema,
  idSchema,
  mediaPathSchema,
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
export const registerBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120),
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
