import type {
  authResultSchema,
  changePasswordResponseSchema,
  forgotPasswordResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  resetPasswordResponseSchema,
  updateMeResponseSchema,
} from '../auth';
import { route } from './route';

/** The routes @bayti/data/client's auth.ts calls (method, path, what they answer); no zod at run time. */
export const authRoutes = {
  register: route('POST', '/auth/register').answers<typeof authResultSchema>(),
  login: route('POST', '/auth/login').answers<typeof authResultSchema>(),
  me: route('GET', '/auth/me').answers<typeof meResponseSchema>(),
  /** Answers 204 (no body) or 200 `{ ok: true }`. */
  logout: route('POST', '/auth/logout').answers<typeof logoutResponseSchema>(),
  updateMe: route('PATCH', '/auth/me').answers<typeof updateMeResponseSchema>(),
  /** Signed in; a wrong current password is 400 on currentPassword (never 401). */
  changePassword: route('POST', '/auth/change-password').answers<
    typeof changePasswordResponseSchema
  >(),
  /** The same 202 whether or not the email has an account. */
  forgotPassword: route('POST', '/auth/forgot-password').answers<
    typeof forgotPasswordResponseSchema
  >(),
  resetPassword: route('POST', '/auth/reset-password').answers<
    typeof resetPasswordResponseSchema
  >(),
} as const;
