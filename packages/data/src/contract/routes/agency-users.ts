import type { agencyUserResponseSchema, agencyUsersResponseSchema } from '../agency-users';
import type { okResponseSchema } from '../common';
import { allow, routesOf } from './route';

const { route } = routesOf('agency');

/** The routes @bayti/data/client's agency-users.ts calls (method, path, what they answer); no zod at run time. */
export const agencyUsersRoutes = {
  /** Staff accounts of the member's agency: search, status filter, newest first, pages. */
  agencyUsers: route('GET', '/agency/users', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Staff of the member's agency: search name, email or phone; status; pages",
    errors: ['not_found'],
  }).answers<typeof agencyUsersResponseSchema>(),
  /** Add User: always a `staff` account of the caller's agency; 409 when the email is taken. */
  createAgencyUser: route('POST', '/agency/users', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Add a staff account to the caller's agency (the role is always staff)",
    errors: ['not_found', 'conflict'],
  }).answers<typeof agencyUserResponseSchema>(),
  /** Edit, activate or deactivate (INACTIVE ends the account's sessions). */
  updateAgencyUser: route('PATCH', '/agency/users/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Edit a staff account: the fields sent; INACTIVE ends its sessions',
    errors: ['not_found', 'conflict'],
  }).answers<typeof agencyUserResponseSchema>(),
  deleteAgencyUser: route('DELETE', '/agency/users/:id', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: 'Delete a staff account of the agency',
    errors: ['not_found', 'conflict'],
  }).answers<typeof okResponseSchema>(),
} as const;
