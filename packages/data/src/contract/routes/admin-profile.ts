import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-profile.ts calls; no zod at run time. */
export const adminProfileRoutes = {
  /** Change PIN in the admin header: the signed-in admin's own 4-digit PIN, stored hashed. */
  changeAdminPin: route('PUT', '/admin/me/pin', {
    access: allow(['admin']),
    doc: "Change the signed-in admin's own 4-digit PIN (stored hashed)",
    body: 'changeAdminPinBodySchema',
    response: 'okResponseSchema',
  }),
} as const;
