import type { RateLimiterRes } from 'rate-limiter-flexible';
import { counted, rateLimited, type Limiters } from '../http/rate-limit';

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per account (guessing one password) and per address (trying many
 * accounts). Once either reaches its limit, sign-ins are refused until the window ends, even with
 * the right password, so guessing gains nothing.
 */
export class LoginLimiter {
  private readonly account;
  private readonly address;

  constructor(limiters: Limiters, limits: LoginLimits) {
    this.account = limiters({ max: limits.perAccount, windowMs: limits.windowMs });
    this.address = limiters({ max: limits.perIp, windowMs: limits.windowMs });
  }

  /** Throws rate_limited (with Retry-After) when this account or address is locked out. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([
      counted(this.account.get(accountKey(email))),
      counted(this.address.get(ipKey(ip))),
    ]);
    const blocking = [account, address].filter(
      (window): window is RateLimiterRes =>
        window !== null && window.msBeforeNext > 0 && window.remainingPoints === 0,
    );
    if (blocking.length > 0) throw rateLimited(blocking, 'auth.tooManyAttempts');
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      counted(this.account.penalty(accountKey(email))),
      counted(this.address.penalty(ipKey(ip))),
    ]);
  }

  /** A successful sign-in clears the account's count (the address keeps its own). */
  async recordSuccess(email: string): Promise<void> {
    await counted(this.account.delete(accountKey(email)));
  }
}

const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
