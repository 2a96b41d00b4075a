import type { okResponseSchema } from '../common';
import { route } from './route';

/** The routes @bayti/data/client's admin-profile.ts calls (method, path, what they answer); no zod at run time. */
export const adminProfileRoutes = {
  /** Change PIN in the admin header: the signed-in admin's own 4-digit PIN, stored hashed. */
  changeAdminPin: route('PUT', '/admin/me/pin').answers<typeof okResponseSchema>(),
} as const;
