import { randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_MS } from '@bayti/data/contract';
import { hashToken } from '../../auth/sessions';
import type { Database } from '../../db/connection';
import { emailVerificationTokens } from '../../db/schema';

/**
 * A new verification link's token for the account (the delivery job calls it as it writes the
 * mail, so no link exists that was never sent). Only its SHA-256 is stored.
 */
export async function issueEmailVerificationToken(
  db: Database,
  userId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  return token;
}

/** The portal page a verification link opens. */
export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
