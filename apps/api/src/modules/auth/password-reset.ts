import { randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_TOKEN_TTL_MS,
  type MessageResponse,
  type ResetPasswordBody,
} from '@bayti/data/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginLimiter } from '../../auth/login-limiter';
import { hashPassword } from '../../auth/passwords';
import { hashToken, type SessionService } from '../../auth/sessions';
import type { BackgroundTasks } from '../../background';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { passwordResetTokens, users } from '../../db/schema';
import { validationError } from '../../errors';
import type { RateLimit, RequestLimiter } from '../../http/rate-limit';
import type { MessageLocale } from '../../i18n/locale';
import { translate, type MessageId, type MessageParams } from '../../i18n/translate';
import type { MailMessage, MailTransport } from '../../mail/mailer';

export interface PasswordResetDeps {
  db: Database;
  sessions: SessionService;
  loginLimiter: LoginLimiter;
  requestLimiter: RequestLimiter;
  mail: MailTransport;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Links in the mail start with it, e.g. https://bayti.ae. */
  publicUrl: string;
  limits: { perIp: RateLimit; perEmail: RateLimit };
}

const invalidLink = () =>
  validationError({ token: 'auth.resetLinkInvalid' }, 'auth.resetLinkInvalid');

/**
 * The reset email in the language of the request that asked for it, from the API's catalogues
 * (docs/decisions/0019). Plain text: the link is the one thing to act on.
 */
export function resetMail(
  locale: MessageLocale,
  name: string,
  link: string,
): Pick<MailMessage, 'subject' | 'text'> {
  const say = (id: MessageId, params?: MessageParams) => translate(locale, id, params);
  return {
    subject: say('mail.reset.subject'),
    text: [
      say('mail.reset.greeting', { name }),
      '',
      say('mail.reset.intro'),
      '',
      link,
      '',
      say('mail.reset.outro'),
      '',
      say('mail.signature'),
    ].join('\n'),
  };
}

/** Forgotten passwords: single-use emailed links, stored only as SHA-256 hashes. */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * Answers the same, at the same speed, whether or not the email has an account: the lookup,
   * the token and the mail happen after the answer, in the background. The mail is written in
   * `locale`, the language of the request.
   */
  async requestReset(
    email: string,
    ip: string,
    locale: MessageLocale = 'en',
  ): Promise<MessageResponse> {
    const { requestLimiter, limits, background, log } = this.deps;
    await requestLimiter.consume(
      [
        { key: `reset:ip:${ip}`, limit: limits.perIp },
        { key: `reset:email:${email}`, limit: limits.perEmail },
      ],
      'auth.tooManyResets',
    );
    background.run(
      () => this.sendResetLink(email, locale),
      (error) => log.error({ err: error }, 'Sending a password reset link failed'),
    );
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  private async sendResetLink(email: string, locale: MessageLocale): Promise<void> {
    const { db, clock, mail, publicUrl } = this.deps;
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) return;

    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Only the newest link works: the earlier ones of this account go.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
    });
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mail.send({ to: user.email, ...resetMail(locale, user.name, link) });
  }

  /** Sets the new password, spends the link and ends every session of the account. */
  async resetPassword({ token, password }: ResetPasswordBody): Promise<MessageResponse> {
    const { db, clock, sessions, loginLimiter } = this.deps;
    const tokenHash = hashToken(token);
    const live = (now: Date) =>
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      );

    // Checked before hashing, so dead links cost no Argon2 time.
    const [found] = await db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(live(clock.now()))
      .limit(1);
    if (!found) throw invalidLink();
    const passwordHash = await hashPassword(password);

    const now = clock.now();
    const email = await db.transaction(async (tx) => {
      // The conditional update is what makes the link single-use under concurrent submits.
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(live(now))
        .returning({ userId: passwordResetTokens.userId });
      if (!spent) throw invalidLink();
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(eq(users.id, spent.userId))
        .returning({ email: users.email });
      await sessions.revokeAllOf(spent.userId, { db: tx });
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, spent.userId),
            ne(passwordResetTokens.tokenHash, tokenHash),
          ),
        );
      return user?.email;
    });
    // Whoever holds the mailbox has proven it: earlier failed sign-ins no longer lock them out.
    if (email) await loginLimiter.recordSuccess(email);
    return { message: PASSWORD_RESET_MESSAGE };
  }
}
