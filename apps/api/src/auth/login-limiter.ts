import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { AttemptStore } from './attempt-store';

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/**
 * Counts failed sign-ins per account (guessing one password) and per address (trying many
 * accounts). Once either reaches its limit, sign-ins are refused until the window ends, even with
 * the right password, so guessing gains nothing.
 */
export class LoginLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: LoginLimits,
    private readonly clock: Clock,
  ) {}

  /** Throws rate_limited (with Retry-After) when this account or address is locked out. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const [account, address] = await Promise.all([
      this.store.peek(accountKey(email), now),
      this.store.peek(ipKey(ip), now),
    ]);
    const blocking = [
      account && account.count >= this.limits.perAccount ? account : null,
      address && address.count >= this.limits.perIp ? address : null,
    ].filter((window) => window !== null);
    if (blocking.length === 0) return;
    const resetAtMs = Math.max(...blocking.map((window) => window.resetAtMs));
    throw new AppError('rate_limited', TOO_MANY_ATTEMPTS_MESSAGE, {
      retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - now) / 1000)),
    });
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    await Promise.all([
      this.store.increment(accountKey(email), this.limits.windowMs, now),
      this.store.increment(ipKey(ip), this.limits.windowMs, now),
    ]);
  }

  /** A successful sign-in clears the account's count (the address keeps its own). */
  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(accountKey(email));
  }
}

const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
