import {
  PASSWORD_CHANGED_MESSAGE,
  type AgencyStatus,
  type AuthResult,
  type ChangePasswordBody,
  type LoginBody,
  type MailLocale,
  type MessageResponse,
  type User,
} from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { agencyMayWork } from '../../auth/agency-access';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import type { LoginLimiter } from '../../auth/login-limiter';
import type { Session, SessionService, SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { agencies, passwordResetTokens, users } from '../../db/schema';
import { AppError, validationError } from '../../errors';

export type UserRow = typeof users.$inferSelect;

/** The public view of an account (no agency link, no hash). */
export function toUser(
  user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role' | 'avatar' | 'emailVerified'>,
): User {
  const { id, name, email, role, avatar, emailVerified } = user;
  return { id, name, email, role, avatar, emailVerified };
}

/** The public view of an account's row. */
export const toUserOfRow = (row: UserRow): User =>
  toUser({ ...row, emailVerified: row.emailVerifiedAt !== null });

/**
 * Refuses an account that may not work, whatever it proved. A family the admin suspended: only
 * Bayti can lift it, so the message says whom to ask.
 */
export function assertMaySignIn(user: UserRow, agencyStatus: AgencyStatus | null): void {
  if (user.status !== 'ACTIVE')
    throw new AppError(
      'forbidden',
      user.role === 'client' ? 'auth.suspendedFamily' : 'auth.inactive',
    );
  if (!agencyMayWork(agencyStatus)) throw new AppError('forbidden', 'auth.agencyLocked');
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly limiter: LoginLimiter,
    private readonly clock: Clock,
  ) {}

  /** Checks the limiter first, so a locked-out account gains nothing from a right guess. */
  async login(body: LoginBody, ip: string, locale: MailLocale): Promise<AuthResult> {
    await this.limiter.assertAllowed(body.email, ip);
    const [found] = await this.db
      .select({ user: users, agencyStatus: agencies.status })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .where(eq(users.email, body.email))
      .limit(1);
    const user = found?.user;
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) {
      await this.limiter.recordFailure(body.email, ip);
      // One message for an unknown email and a wrong password, so neither is revealed.
      throw new AppError('unauthorized', 'auth.invalidCredentials');
    }
    await this.limiter.recordSuccess(body.email);
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    assertMaySignIn(user, found?.agencyStatus ?? null);
    const result = await this.startSession(user);
    // Bayti writes to her in the language she last signed in with.
    if (user.locale !== locale)
      await this.db.update(users).set({ locale }).where(eq(users.id, user.id));
    return result;
  }

  /** A new session for an account that proved itself (password or emailed link). */
  async startSession(user: UserRow): Promise<AuthResult> {
    const token = await this.sessions.create(user.id);
    return { token, user: toUserOfRow(user) };
  }

  logout(tokenHash: string): Promise<void> {
    return this.sessions.revoke(tokenHash);
  }

  /** PATCH /auth/me: the name is the only self-service field for now. */
  async updateName(userId: number, name: string): Promise<User> {
    const [updated] = await this.db
      .update(users)
      .set({ name, updatedAt: this.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error('Signed-in user vanished');
    return toUserOfRow(updated);
  }

  /**
   * A wrong current password is a field error (400), not 401, which would sign the user out.
   * Wrong guesses count as failed sign-ins, so a stolen session cannot probe the password.
   * On success every other session ends; the caller's stays.
   */
  async changePassword(
    session: Session,
    body: ChangePasswordBody,
    ip: string,
  ): Promise<MessageResponse> {
    const { id, email } = session.user;
    await this.limiter.assertAllowed(email, ip);
    const [user] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      await this.limiter.recordFailure(email, ip);
      throw validationError({ currentPassword: 'auth.wrongCurrentPassword' });
    }
    const passwordHash = await hashPassword(body.newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: this.clock.now() })
        .where(eq(users.id, id));
      await this.sessions.revokeAllOf(id, { except: session.tokenHash, db: tx });
      // A reset link sent before the change must not undo it.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    });
    return { message: PASSWORD_CHANGED_MESSAGE };
  }
}
