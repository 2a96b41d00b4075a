import type { okResponseSchema } from '../common';
import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-profile.ts calls (method, path, what they answer); no zod at run time. */
export const adminProfileRoutes = {
  /** Change PIN in the admin header: the signed-in admin's own 4-digit PIN, stored hashed. */
  changeAdminPin: route('PUT', '/admin/me/pin', {
    access: allow(['admin']),
    doc: "Change the signed-in admin's own 4-digit PIN (stored hashed)",
  }).answers<typeof okResponseSchema>(),
} as const;
