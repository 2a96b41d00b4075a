import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-positions.ts calls; no zod at run time. */
export const adminPositionsRoutes = {
  /** The admin's Manage Positions list; the default positions until first saved. */
  adminPositions: route('GET', '/admin/positions', {
    access: allow(['admin']),
    doc: "The admin's positions (the default positions until first saved)",
    response: 'positionsResponseSchema',
  }),
  /** Saves the whole list: trimmed, blanks and case-insensitive repeats dropped. */
  saveAdminPositions: route('PUT', '/admin/positions', {
    access: allow(['admin']),
    doc: "Save the admin's positions: trimmed, blanks and repeats dropped",
    body: 'savePositionsBodySchema',
    response: 'positionsResponseSchema',
  }),
  /** The caller's agency's positions (agency owner or staff). */
  agencyPositions: route('GET', '/agency/positions', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "The caller's agency's positions (the default positions until first saved)",
    errors: ['not_found'],
    tag: 'agencies',
    response: 'positionsResponseSchema',
  }),
  saveAgencyPositions: route('PUT', '/agency/positions', {
    access: allow(['agency', 'staff'], 'ownAgency'),
    doc: "Save the caller's agency's positions",
    errors: ['not_found'],
    tag: 'agencies',
    body: 'savePositionsBodySchema',
    response: 'positionsResponseSchema',
  }),
} as const;
