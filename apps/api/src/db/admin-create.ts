import { randomBytes } from 'node:crypto';
import { emailSchema } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './connection';
import { users } from './schema';
import { isUniqueViolation } from './unique-violation';

/** Why no administrator was created; its message is for the operator and names the address. */
export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

export interface CreatedAdministrator {
  email: string;
  /** Shown once: only its hash is stored. */
  password: string;
}

/** 18 random bytes: 24 URL-safe characters, 144 bits. */
const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * `npm run admin:create`: the first administrator of a database without demo accounts (a
 * production start never seeds admin@demo.bayti.ae). The address is checked and lower-cased as
 * sign-up does; the password is generated and hashed as sign-up hashes passwords.
 */
export async function createAdministrator(
  db: Database,
  options: { email: string; name?: string },
): Promise<CreatedAdministrator> {
  const parsed = emailSchema.safeParse(options.email);
  if (!parsed.success) {
    throw new AdminCreateError(
      `"${options.email}" is not an email address; pass --email <address>.`,
    );
  }
  const email = parsed.data;
  const taken = () =>
    new AdminCreateError(`${email} already has an account; choose another address.`);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) throw taken();

  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await db.insert(users).values({
      name: options.name?.trim() || 'Administrator',
      email,
      passwordHash,
      role: 'admin',
    });
  } catch (error) {
    // The same address created at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { email, password };
}
