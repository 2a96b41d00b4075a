import { ROLE_HOME, type Role } from '@bayti/data/contract';

/** Where a role lands after sign-in. */
export const homeOf = (role: Role) => ROLE_HOME[role];

/**
 * A `redirect` search parameter, kept only when it is a path on this site: it starts with one
 * slash (not `//host` or `/\host`, which browsers read as another site).
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
