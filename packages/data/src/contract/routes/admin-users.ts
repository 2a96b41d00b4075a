import type { adminUserResponseSchema, adminUsersResponseSchema } from '../admin-users';
import type { okResponseSchema } from '../common';
import { route } from './route';

/** The routes @bayti/data/client's admin-users.ts calls (method, path, what they answer); no zod at run time. */
export const adminUsersRoutes = {
  /** Back-office users (a directory; they do not sign in). */
  adminUsers: route('GET', '/admin/users').answers<typeof adminUsersResponseSchema>(),
  /** Add User; 400 headline ADD_USER_INVALID_MESSAGE, 409 when the email is taken. */
  createAdminUser: route('POST', '/admin/users').answers<typeof adminUserResponseSchema>(),
  updateAdminUser: route('PATCH', '/admin/users/:id').answers<typeof adminUserResponseSchema>(),
  deleteAdminUser: route('DELETE', '/admin/users/:id').answers<typeof okResponseSchema>(),
} as const;
