import type { agencyUserResponseSchema, agencyUsersResponseSchema } from '../agency-users';
import type { okResponseSchema } from '../common';
import { route } from './route';

/** The routes @bayti/data/client's agency-users.ts calls (method, path, what they answer); no zod at run time. */
export const agencyUsersRoutes = {
  /** Staff accounts of the member's agency: search, status filter, newest first, pages. */
  agencyUsers: route('GET', '/agency/users').answers<typeof agencyUsersResponseSchema>(),
  /** Add User: always a `staff` account of the caller's agency; 409 when the email is taken. */
  createAgencyUser: route('POST', '/agency/users').answers<typeof agencyUserResponseSchema>(),
  /** Edit, activate or deactivate (INACTIVE ends the account's sessions). */
  updateAgencyUser: route('PATCH', '/agency/users/:id').answers<typeof agencyUserResponseSchema>(),
  deleteAgencyUser: route('DELETE', '/agency/users/:id').answers<typeof okResponseSchema>(),
} as const;
