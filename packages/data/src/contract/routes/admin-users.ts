import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-users.ts calls; no zod at run time. */
export const adminUsersRoutes = {
  /** Back-office users (a directory; they do not sign in). */
  adminUsers: route('GET', '/admin/users', {
    access: allow(['admin']),
    doc: 'Back-office users: search name, email or phone; status filter; pages',
    query: 'adminUsersQuerySchema',
    response: 'adminUsersResponseSchema',
  }),
  /** Add User; 400 headline ADD_USER_INVALID_MESSAGE, 409 when the email is taken. */
  createAdminUser: route('POST', '/admin/users', {
    access: allow(['admin']),
    doc: 'Add a back-office user (the PIN is stored hashed)',
    errors: ['conflict'],
    body: 'adminUserFormSchema',
    response: 'adminUserResponseSchema',
    status: 201,
  }),
  updateAdminUser: route('PATCH', '/admin/users/:id', {
    access: allow(['admin']),
    doc: 'Edit a back-office user: the fields sent, status included',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'adminUserPatchSchema',
    response: 'adminUserResponseSchema',
  }),
  deleteAdminUser: route('DELETE', '/admin/users/:id', {
    access: allow(['admin']),
    doc: 'Delete a back-office user',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'okResponseSchema',
  }),
} as const;
