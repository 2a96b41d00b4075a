import {
  SIGN_UP_MESSAGE,
  VERIFY_RESEND_MESSAGE,
  type AuthResult,
  type MailLocale,
  type MessageResponse,
  type RegisterBody,
} from '@bayti/data/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { agencies, emailVerificationTokens, users } from '../../db/schema';
import { validationError } from '../../errors';
import { withEvents, type Emit } from '../../events/transaction';
import type { RateLimit, RequestLimiter } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/queue';
import { assertMaySignIn, type AuthService } from './service';

export interface SignUpDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  requestLimiter: RequestLimiter;
  auth: AuthService;
  limits: { perIp: RateLimit; perEmail: RateLimit };
}

/** The verification mail: the delivery job writes its link (a new token) into it. */
const mailVerifyLink = (emit: Emit, account: { id: number; name: string }) =>
  emit({
    type: 'account.verify_email',
    recipientIds: [account.id],
    params: { name: account.name },
    link: '/verify-email',
  });

const invalidLink = () =>
  validationError({ token: 'auth.verifyLinkInvalid' }, 'auth.verifyLinkInvalid');

/**
 * Self sign-up with a verified email address. Sign-up answers the same, in about the same time,
 * whether or not the address is taken, so it reveals nobody's account: a new address gets a
 * verification link, a taken one's owner is told by mail. The link (single use, 24 hours) verifies
 * the address and starts the first session.
 */
export class SignUpService {
  constructor(private readonly deps: SignUpDeps) {}

  async register(body: RegisterBody, ip: string, locale: MailLocale): Promise<MessageResponse> {
    await this.consume('signup', body.email, ip, 'auth.tooManySignUps');
    // Hashed on both paths, so a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.password);
    const now = this.deps.clock.now();
    await withEvents(this.deps, async (tx, emit) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          passwordHash,
          role: body.role,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        // Taken (also by a sign-up a moment earlier): the unique index decides, nothing is written.
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, name: users.name });
      if (created) {
        await mailVerifyLink(emit, created);
        return;
      }
      const [owner] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.email, body.email))
        .limit(1);
      if (owner)
        await emit({
          type: 'account.signup_attempt',
          recipientIds: [owner.id],
          params: { name: owner.name },
        });
    });
    return { message: SIGN_UP_MESSAGE };
  }

  /** Spends the link (a bad, used or expired one changes nothing) and signs the owner in. */
  async verifyEmail(token: string): Promise<AuthResult> {
    const { db, clock, auth } = this.deps;
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      const [spent] = await tx
        .delete(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashToken(token)),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId });
      if (!spent) throw invalidLink();
      const [found] = await tx
        .select({ user: users, agencyStatus: agencies.status })
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .where(eq(users.id, spent.userId));
      if (!found) throw invalidLink();
      // An account that may not sign in is refused, and the rollback keeps its link unspent.
      assertMaySignIn(found.user, found.agencyStatus);
      // Verified once is verified: the account's other links are no longer needed.
      await tx
        .delete(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, spent.userId));
      const [verified] = await tx
        .update(users)
        .set({ emailVerifiedAt: found.user.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, spent.userId))
        .returning();
      return verified ?? found.user;
    });
    return auth.startSession(user);
  }

  /** A new link for an account still waiting for verification; the same answer for any address. */
  async resend(email: string, ip: string): Promise<MessageResponse> {
    await this.consume('verify', email, ip, 'auth.tooManyVerifyMails');
    await withEvents(this.deps, async (tx, emit) => {
      const [waiting] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
        .limit(1);
      if (waiting) await mailVerifyLink(emit, waiting);
    });
    return { message: VERIFY_RESEND_MESSAGE };
  }

  private consume(
    kind: 'signup' | 'verify',
    email: string,
    ip: string,
    messageId: 'auth.tooManySignUps' | 'auth.tooManyVerifyMails',
  ): Promise<void> {
    const { requestLimiter, limits } = this.deps;
    return requestLimiter.consume(
      [
        { key: `${kind}:ip:${ip}`, limit: limits.perIp },
        { key: `${kind}:email:${email}`, limit: limits.perEmail },
      ],
      messageId,
    );
  }
}
