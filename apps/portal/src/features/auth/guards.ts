import type { Role, User } from '@bayti/data/contract';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { readSignedInUser } from '../../state/session';
import { homeOf } from './redirects';

/**
 * A route's `beforeLoad` check, from the stored session: a visitor goes to /login and comes back
 * after signing in; a user of another role goes to their own dashboard. Only for a good
 * experience: the server checks every call for real.
 */
export function requireSignedIn(location: ParsedLocation, roles?: readonly Role[]): User {
  const user = readSignedInUser();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (roles && !roles.includes(user.role)) throw redirect({ to: homeOf(user.role) });
  return user;
}
