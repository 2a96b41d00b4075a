/**
 * Text only agency A's rows carry: agency B's successful answers must never contain it. Agency A's
 * writes in the table put it into A's profile, positions, staff and document names, and the
 * candidates it adds are named with MANAGED_A_LAST_NAME.
 */
export const A_MARKER = 'authz-agency-a';
export const MANAGED_A_LAST_NAME = 'Authzmarker';
