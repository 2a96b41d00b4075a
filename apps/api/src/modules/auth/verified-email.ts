import type { SessionUser } from '../../auth/sessions';
import { AppError } from '../../errors';

/**
 * A family must have verified her email address before she buys a plan or contacts anyone: 403
 * with a message that says how (the link we mailed). Refused before anything is written.
 */
export function requireVerifiedEmail(user: Pick<SessionUser, 'emailVerified'>): void {
  if (!user.emailVerified) throw new AppError('forbidden', 'auth.verifyEmailFirst');
}
