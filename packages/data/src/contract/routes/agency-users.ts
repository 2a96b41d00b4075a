import { allow, routesOf } from './route';

const { route } = routesOf('agency');

/** The routes @bayti/data/client's agency-users.ts calls; no zod at run time. */
export const agencyUsersRoutes = {
  /** Staff accounts of the member's agency: search, status filter, newest first, pages. */
  agencyUsers: route('GET', '/agency/users', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Staff of the member's agency: search name, email or phone; status; pages",
    errors: ['not_found'],
    query: 'agencyUsersQuerySchema',
    response: 'agencyUsersResponseSchema',
  }),
  /** Add User: always a `staff` account of the caller's agency; 409 when the email is taken. */
  createAgencyUser: route('POST', '/agency/users', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Add a staff account to the caller's agency (the role is always staff)",
    errors: ['not_found', 'conflict'],
    body: 'createAgencyUserSchema',
    response: 'agencyUserResponseSchema',
    status: 201,
  }),
  /** Edit, activate or deactivate (INACTIVE ends the account's sessions). */
  updateAgencyUser: route('PATCH', '/agency/users/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Edit a staff account: the fields sent; INACTIVE ends its sessions',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    body: 'updateAgencyUserSchema',
    response: 'agencyUserResponseSchema',
  }),
  deleteAgencyUser: route('DELETE', '/agency/users/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Delete a staff account of the agency',
    errors: ['not_found', 'conflict'],
    params: 'idParamsSchema',
    response: 'okResponseSchema',
  }),
} as const;
