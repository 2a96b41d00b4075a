import type { AuthResult, LoginBody, RegisterBody, User } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import type { LoginLimiter } from '../../auth/login-limiter';
import type { SessionService, SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict } from '../../errors';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
/** One message for an unknown email and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/** The public view of an account (no agency link, no hash). */
export function toUser(user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role' | 'avatar'>): User {
  return { id: user.id, name: user.name, email: user.email, role: user.role, avatar: user.avatar };
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly limiter: LoginLimiter,
    private readonly clock: Clock,
  ) {}

  /** Self sign-up: the contract only lets client or candidate through, never staff roles. */
  async register(body: RegisterBody): Promise<AuthResult> {
    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email))
      .limit(1);
    if (existing) throw conflict(EMAIL_TAKEN_MESSAGE);

    const now = this.clock.now();
    const passwordHash = await hashPassword(body.password);
    let created;
    try {
      [created] = await this.db
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          passwordHash,
          role: body.role,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    if (!created) throw new Error('Insert returned no row');
    const token = await this.sessions.create(created.id);
    return { token, user: toUser(created) };
  }

  /** Checks the limiter first, so a locked-out account gains nothing from a right guess. */
  async login(body: LoginBody, ip: string): Promise<AuthResult> {
    await this.limiter.assertAllowed(body.email, ip);
    const [user] = await this.db.select().from(users).where(eq(users.email, body.email)).limit(1);
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) {
      await this.limiter.recordFailure(body.email, ip);
      throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
    }
    await this.limiter.recordSuccess(body.email);
    const token = await this.sessions.create(user.id);
    return { token, user: toUser(user) };
  }

  logout(tokenHash: string): Promise<void> {
    return this.sessions.revoke(tokenHash);
  }
}
