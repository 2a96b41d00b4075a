import type { positionsResponseSchema } from '../admin-positions';
import { route } from './route';

/** The routes @bayti/data/client's admin-positions.ts calls (method, path, what they answer); no zod at run time. */
export const adminPositionsRoutes = {
  /** The admin's Manage Positions list; the §3 defaults until first saved. */
  adminPositions: route('GET', '/admin/positions').answers<typeof positionsResponseSchema>(),
  /** Saves the whole list: trimmed, blanks and case-insensitive repeats dropped. */
  saveAdminPositions: route('PUT', '/admin/positions').answers<typeof positionsResponseSchema>(),
  /** The caller's agency's positions (agency owner or staff). */
  agencyPositions: route('GET', '/agency/positions').answers<typeof positionsResponseSchema>(),
  saveAgencyPositions: route('PUT', '/agency/positions').answers<typeof positionsResponseSchema>(),
} as const;
