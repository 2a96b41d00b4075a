import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@bayti/data/contract';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { agencies, sessions, users } from '../db/schema';
import { agencyMayWorkSql } from './agency-access';

export interface SessionLifetimes {
  /** A session unused for this long has expired. */
  idleMs: number;
  /** A session older than this has expired, however active. */
  maxMs: number;
}

/** The signed-in account, as guards and services see it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  agencyId: number | null;
  /** The owner opened the verification link we mailed (users.email_verified_at is set). */
  emailVerified: boolean;
}

export interface Session {
  tokenHash: string;
  user: SessionUser;
}

/** Activity is recorded at most this often, so reads do not turn into a write each. */
const LAST_SEEN_THROTTLE_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque bearer tokens; the database keeps only their SHA-256. */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly lifetimes: SessionLifetimes,
  ) {}

  /** Starts a new session (one per sign-in) and returns its token, shown to the client once. */
  async create(userId: number): Promise<string> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.lifetimes.maxMs),
    });
    await this.deleteExpired(userId, now);
    return token;
  }

  /** The session of a token, or null when unknown, revoked or expired. */
  async resolve(token: string): Promise<Session | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          avatar: users.avatar,
          agencyId: users.agencyId,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        },
      })
      .from(sessions)
      // An inactive account's sessions end: they no longer resolve.
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 'ACTIVE')))
      // So do those of a suspended, rejected or released agency's owner and staff.
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .where(and(eq(sessions.tokenHash, tokenHash), agencyMayWorkSql()))
      .limit(1);
    if (!row) return null;

    const now = this.clock.now().getTime();
    const idleUntil = row.lastSeenAt.getTime() + this.lifetimes.idleMs;
    if (now >= row.expiresAt.getTime() || now >= idleUntil) {
      await this.revoke(tokenHash);
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= LAST_SEEN_THROTTLE_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { tokenHash, user: row.user };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /**
   * Ends every session of an account (a password reset), or every one but the caller's (a
   * password change). Runs on the given transaction when there is one.
   */
  async revokeAllOf(
    userId: number,
    { except, db = this.db }: { except?: string; db?: Database } = {},
  ): Promise<void> {
    await db
      .delete(sessions)
      .where(
        except === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.tokenHash, except)),
      );
  }

  /** Ends every session of an agency's owner and staff (the agency was suspended, say). */
  async revokeAllOfAgency(agencyId: number, { db = this.db }: { db?: Database } = {}) {
    const accounts = db.select({ id: users.id }).from(users).where(eq(users.agencyId, agencyId));
    await db.delete(sessions).where(inArray(sessions.userId, accounts));
  }

  /** Housekeeping at sign-in: the user's dead sessions go, so the table does not grow forever. */
  private async deleteExpired(userId: number, now: Date): Promise<void> {
    const idleCutoff = new Date(now.getTime() - this.lifetimes.idleMs);
    await this.db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)),
        ),
      );
  }
}
